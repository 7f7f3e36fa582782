import { materials, type Material } from '../../../../shared/constants';
import {
  assayOfficeLabels,
  certificateLabLabels,
  diamondClarities,
  diamondColours,
  finenessesOf,
  finenessLabels,
  isDiamond,
  metalLabels,
  stoneLabels,
  type Stone,
} from '../../../../shared/jewellery';
import type { FieldErrors } from '../../../lib/schemas';
import { SelectField } from '../../form/SelectField';
import { TextField } from '../../form/TextField';
import type { JewelleryFormValues } from './jewelleryFormFields';
import { nextDecimalText } from './productFormRules';

type DetailName = keyof JewelleryFormValues;

const notStated = { value: '', label: 'Not stated' };
const choices = (labels: Record<string, string>) => [
  notStated,
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];
const grades = (values: readonly string[]) => [
  notStated,
  ...values.map((value) => ({ value, label: value })),
];

/**
 * The product form's jewellery details (decision 042). The fineness offers only those of the
 * metal chosen, and the diamond grades show for a diamond only; a change that leaves one of them
 * out clears it, so the form never sends what the server refuses for that reason.
 */
export function JewelleryDetailsFields({
  values,
  errors,
  set,
}: {
  values: JewelleryFormValues;
  errors: FieldErrors;
  set: (field: DetailName, value: string) => void;
}) {
  const metal = values.material as Material | '';
  const fineness = metal
    ? [notStated, ...finenessesOf(metal).map((f) => ({ value: f, label: finenessLabels[f] }))]
    : [{ value: '', label: 'Choose a metal first' }];
  const select = (
    name: DetailName,
    label: string,
    options: { value: string; label: string }[],
    choose = (value: string) => set(name, value),
  ) => (
    <SelectField
      label={label}
      name={name}
      options={options}
      value={values[name]}
      error={errors[name]}
      disabled={options.length === 1}
      onChange={(event) => choose(event.target.value)}
    />
  );
  const measure = (name: DetailName, label: string, placeholder: string) => (
    <TextField
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set(name, nextDecimalText(values[name], event.target.value))}
    />
  );

  const chooseMetal = (material: string) => {
    set('material', material);
    const fits = material && finenessesOf(material as Material).some((f) => f === values.fineness);
    if (!fits) set('fineness', '');
  };
  const chooseStone = (stone: string) => {
    set('stone', stone);
    if (!isDiamond(stone as Stone)) {
      set('diamondColour', '');
      set('diamondClarity', '');
    }
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {select(
        'material',
        'Metal',
        [notStated, ...materials.map((m) => ({ value: m, label: metalLabels[m] }))],
        chooseMetal,
      )}
      {select('fineness', 'Fineness', fineness)}
      {select('stone', 'Stone', choices(stoneLabels), chooseStone)}
      {measure('caratWeight', 'Carat weight (ct)', '0.50')}
      {isDiamond(values.stone as Stone) && (
        <>
          {select('diamondColour', 'Diamond colour', grades(diamondColours))}
          {select('diamondClarity', 'Diamond clarity', grades(diamondClarities))}
        </>
      )}
      {select('certificateLab', 'Certificate laboratory', choices(certificateLabLabels))}
      <TextField
        label="Certificate number"
        name="certificateNumber"
        maxLength={40}
        autoComplete="off"
        value={values.certificateNumber}
        error={errors.certificateNumber}
        onChange={(event) => set('certificateNumber', event.target.value)}
      />
      {select('assayOffice', 'Hallmark (assay office)', choices(assayOfficeLabels))}
      {measure('weightGrams', 'Weight (g)', '3.2')}
    </div>
  );
}
