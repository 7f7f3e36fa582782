import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_SAVE_REDIRECT_MS } from '../../../../shared/constants';
import { useNavigateLater } from '../../../hooks/useNavigateLater';
import { rejectionMessageOr } from '../../../lib/errorMessage';
import { deleteStoredImage } from '../../../lib/imageUpload';
import type { FieldErrors } from '../../../lib/schemas';
import { useTRPC, type RouterOutputs } from '../../../lib/trpc';
import { Form } from '../../form/Form';
import { ActionFeedback } from '../ActionFeedback';
import { SelectField } from '../../form/SelectField';
import { TextField } from '../../form/TextField';
import { ButtonSpinner } from '../../ui/Spinner';
import { CheckboxField } from './CheckboxField';
import { JewelleryDetailsFields } from './JewelleryDetailsFields';
import { LowStockThresholdField } from './LowStockThresholdField';
import { EngravingFields } from './EngravingFields';
import { ProductImagesField, type FormImage } from './ProductImagesField';
import { ProductOptionsField } from './ProductOptionsField';
import { stockSum } from './productOptionsState';
import { TagsField } from './TagsField';
import { TextAreaField } from './TextAreaField';
import {
  categoryChoices,
  categoryForParent,
  groupCategories,
  nextDecimalText,
} from './productFormRules';
import { toProductInput, type AdminProduct, type ProductFormValues } from './productFormState';
import { SaleFields, useWasPriceCheck, WasPriceConfirm } from './SaleFields';
import { saleChanged } from './saleFormFields';
import type { ProductInput } from '../adminSchemas';

type AdminCategory = RouterOutputs['admin']['categories']['list'][number];

const PRODUCTS_PATH = '/admin/products';

const decimalFields = [
  // During a sale, the regular price: the sale's was-price.
  { field: 'price', label: 'Price (£)', placeholder: '0.00' },
  { field: 'countInStock', label: 'Count in stock', placeholder: '0' },
] as const;

/** Spec §5's product form, for a new product or (with `product`) an existing one. */
export function ProductForm({
  categories,
  initial,
  product,
}: {
  categories: AdminCategory[];
  initial: ProductFormValues;
  product?: AdminProduct;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigateLater = useNavigateLater();
  const groups = useMemo(() => groupCategories(categories), [categories]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  /** Pictures the product had when loaded and no longer has: deleted once the product is saved. */
  const [removedSaved, setRemovedSaved] = useState<FormImage[]>([]);
  const wasPrice = useWasPriceCheck(product?._id);
  /** A save waiting for the owner's answer about its was-price. */
  const [pending, setPending] = useState<{ data: ProductInput; question: string } | null>(null);
  const create = useMutation(trpc.admin.products.create.mutationOptions());
  const update = useMutation(trpc.admin.products.update.mutationOptions());
  const saving = create.isPending || update.isPending;
  const done = notice !== null;

  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const chooseParent = (parentId: string) => {
    setValues((current) => ({
      ...current,
      parentCategory: parentId,
      category: categoryForParent(groups, parentId),
    }));
    setErrors((current) => ({ ...current, parentCategory: undefined, category: undefined }));
  };
  const removeImage = (image: FormImage) => {
    setValues((current) => ({ ...current, images: current.images.filter((i) => i !== image) }));
    // Uploaded in this visit: nothing points at it, so it goes now. A saved one goes on save,
    // so leaving without saving keeps the product's pictures intact.
    if (image.origin === 'uploaded' && image.public_id) void deleteStoredImage(image.public_id);
    if (image.origin === 'saved' && image.public_id) setRemovedSaved((r) => [...r, image]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = toProductInput(values, product);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      const field = first && event.currentTarget.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setErrors({});
    const question = saleChanged(values, initial) ? wasPrice.warningFor(checked.data) : null;
    if (question) setPending({ data: checked.data, question });
    else await save(checked.data);
  };

  const save = async (data: ProductInput) => {
    setPending(null);
    try {
      if (product) await update.mutateAsync({ id: product._id, product: data });
      else await create.mutateAsync(data);
    } catch (err) {
      setFailure(
        rejectionMessageOr(
          err,
          product
            ? 'Failed to update product. Please try again.'
            : 'Failed to create product. Please try again.',
        ),
      );
      return;
    }
    removedSaved.forEach((image) => void deleteStoredImage(image.public_id));
    setNotice(
      product
        ? 'Product updated successfully! Redirecting...'
        : 'Product created successfully! Redirecting...',
    );
    navigateLater(PRODUCTS_PATH, PRODUCT_SAVE_REDIRECT_MS);
    await Promise.all([
      queryClient.invalidateQueries(trpc.admin.products.pathFilter()),
      queryClient.invalidateQueries(trpc.catalog.pathFilter()),
    ]);
  };

  const parentOptions = [
    ...(values.parentCategory ? [] : [{ value: '', label: 'Choose a parent category' }]),
    ...groups.parents.map((p) => ({ value: p._id, label: p.name })),
  ];
  const categoryOptions = categoryChoices(groups, values.parentCategory);

  return (
    <Form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={product ? 'Edit product' : 'Create product'}
      className="space-y-6"
    >
      <ActionFeedback notice={notice} error={failure} onDismissError={() => setFailure(null)} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <FormSection title="Details" disabled={done}>
            <TextField
              label="Name"
              name="name"
              required
              maxLength={200}
              value={values.name}
              error={errors.name}
              onChange={(event) => set('name', event.target.value)}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              {decimalFields.map(({ field, label, placeholder }) => {
                // Kept per option, the stock is their sum, shown here and typed per option.
                const summed = field === 'countInStock' && values.variants.perOption;
                return (
                  <TextField
                    key={field}
                    label={summed ? 'Count in stock (all options)' : label}
                    name={field}
                    required
                    readOnly={summed}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={placeholder}
                    value={summed ? String(stockSum(values.variants)) : values[field]}
                    error={errors[field]}
                    // Digits and one decimal point only: any other keystroke leaves the value as it was.
                    onChange={(event) =>
                      set(field, nextDecimalText(values[field], event.target.value))
                    }
                  />
                );
              })}
            </div>
            <LowStockThresholdField
              value={values.lowStockThreshold}
              error={errors.lowStockThreshold}
              onChange={(text) => set('lowStockThreshold', text)}
            />
            <EngravingFields
              value={values.engraving}
              error={errors.engraving}
              onChange={(next) => set('engraving', next)}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Brand"
                name="brand"
                maxLength={100}
                value={values.brand}
                error={errors.brand}
                onChange={(event) => set('brand', event.target.value)}
              />
              <TextField
                label="SKU"
                name="sku"
                maxLength={64}
                autoComplete="off"
                placeholder="e.g. RING-AUR-1"
                value={values.sku}
                error={errors.sku}
                onChange={(event) => set('sku', event.target.value)}
              />
            </div>
            <TextAreaField
              label="Description"
              name="description"
              required
              rows={6}
              maxLength={5000}
              value={values.description}
              error={errors.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </FormSection>
          <FormSection title="Sale" disabled={done}>
            <SaleFields values={values} errors={errors} history={wasPrice.history} onChange={set} />
          </FormSection>
          <FormSection title="Options and stock" disabled={done}>
            <ProductOptionsField
              options={values.variations}
              stock={values.variants}
              error={errors.variants ?? errors.variations}
              onChange={(variations, variants) => {
                setValues((current) => ({ ...current, variations, variants }));
                setErrors((current) => ({
                  ...current,
                  variations: undefined,
                  variants: undefined,
                }));
              }}
            />
          </FormSection>
        </div>

        <div className="min-w-0 space-y-6">
          <FormSection title="Organisation" disabled={done}>
            <SelectField
              label="Parent category"
              name="parentCategory"
              required
              options={parentOptions}
              value={values.parentCategory}
              error={errors.parentCategory}
              onChange={(event) => chooseParent(event.target.value)}
            />
            <SelectField
              label="Category"
              name="category"
              required
              options={categoryOptions}
              value={values.category}
              error={errors.category}
              disabled={categoryOptions.length === 0}
              onChange={(event) => set('category', event.target.value)}
            />
            <TagsField tags={values.tags} onChange={(tags) => set('tags', tags)} />
            <div className="space-y-3 border-t border-ink/10 pt-5">
              <CheckboxField
                label="Active (visible in the shop)"
                name="isActive"
                checked={values.isActive}
                onChange={(event) => set('isActive', event.target.checked)}
              />
              <CheckboxField
                label="Featured"
                name="isFeatured"
                checked={values.isFeatured}
                onChange={(event) => set('isFeatured', event.target.checked)}
              />
            </div>
          </FormSection>

          <FormSection title="Images" disabled={done}>
            <ProductImagesField
              images={values.images}
              onAdd={(added) =>
                setValues((current) => ({ ...current, images: [...current.images, ...added] }))
              }
              onChange={(images) => set('images', images)}
              onRemove={removeImage}
              onUploadingChange={setUploading}
            />
          </FormSection>
        </div>
      </div>

      <FormSection title="Jewellery details" disabled={done}>
        <JewelleryDetailsFields values={values} errors={errors} set={set} />
      </FormSection>

      {pending && (
        <WasPriceConfirm
          message={pending.question}
          saving={saving}
          onConfirm={() => void save(pending.data)}
          onCancel={() => setPending(null)}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={saving || uploading || done}>
          {saving && <ButtonSpinner />}
          {product ? 'Update Product' : 'Create Product'}
        </button>
        <Link to={PRODUCTS_PATH} className="btn-outline">
          Cancel
        </Link>
        {uploading && <span className="text-sm text-stone">Waiting for the upload to finish…</span>}
      </div>
    </Form>
  );
}

/** A titled card of the form; all its fields are disabled together once the product is saved. */
function FormSection({
  title,
  disabled,
  children,
}: {
  title: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      aria-labelledby={id}
      disabled={disabled}
      className="min-w-0 space-y-5 rounded-lg bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6"
    >
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </fieldset>
  );
}
