import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { check } from '../../../lib/schemas';
import { categoryInput } from '../adminSchemas';
import { slugify } from '../../../../shared/slugify';
import { rejectionMessageOr } from '../../../lib/errorMessage';
import { useTRPC } from '../../../lib/trpc';
import { Form } from '../../form/Form';
import { SelectField } from '../../form/SelectField';
import { TextField } from '../../form/TextField';
import { CheckboxField } from '../products/CheckboxField';
import { TextAreaField } from '../products/TextAreaField';
import { hasChildren, parentChoices, type AdminCategory } from './categoryTypes';
import { SaveOrCancel } from '../SaveOrCancel';

/** Spec §5's category form, to add a category or (with `category`) to change one. */
export function CategoryForm({
  categories,
  category,
  onSaved,
  onCancel,
}: {
  categories: AdminCategory[];
  category?: AdminCategory;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [parent, setParent] = useState(category?.parentCategory?._id ?? '');
  const [isActive, setIsActive] = useState(category?.isActive ?? true);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation(trpc.admin.categories.create.mutationOptions());
  const update = useMutation(trpc.admin.categories.update.mutationOptions());
  const saving = create.isPending || update.isPending;
  const slug = slugify(name);
  const keepsTopLevel = category ? hasChildren(categories, category._id) : false;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = check(categoryInput, {
      name,
      description,
      parentCategory: parent || null,
      isActive,
    });
    const invalidName = !checked.ok
      ? checked.message
      : slug
        ? undefined
        : 'Name must contain letters or digits';
    setNameError(invalidName);
    if (!checked.ok || invalidName) {
      (event.currentTarget.elements.namedItem('name') as HTMLInputElement | null)?.focus();
      return;
    }
    try {
      if (category) await update.mutateAsync({ id: category._id, category: checked.data });
      else await create.mutateAsync(checked.data);
    } catch (err) {
      setFailure(rejectionMessageOr(err, 'Failed to save category. Please try again.'));
      return;
    }
    // The list is read again before it shows (spec §4: the page reloads after a save).
    await Promise.all([
      queryClient.invalidateQueries(trpc.admin.categories.pathFilter()),
      queryClient.invalidateQueries(trpc.catalog.pathFilter()),
    ]);
    onSaved(category ? 'Category updated successfully' : 'Category created successfully');
  };

  return (
    <Form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={category ? `Edit category ${category.name}` : 'Add category'}
      error={failure}
      className="space-y-5 rounded-lg bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6"
    >
      <div>
        <TextField
          label="Name"
          name="name"
          required
          maxLength={100}
          value={name}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
        />
        <p className="mt-1.5 text-xs text-stone">
          Slug: <span className="font-mono text-ink">{slug || '—'}</span>
        </p>
      </div>
      <TextAreaField
        label="Description"
        name="description"
        maxLength={2000}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div>
        <SelectField
          label="Parent category"
          name="parentCategory"
          options={[
            { value: '', label: 'None (top level)' },
            ...parentChoices(categories, category?._id).map((c) => ({
              value: c._id,
              label: c.name,
            })),
          ]}
          value={parent}
          disabled={keepsTopLevel}
          aria-describedby={keepsTopLevel ? 'category-parent-hint' : undefined}
          onChange={(event) => setParent(event.target.value)}
        />
        {keepsTopLevel && (
          <p id="category-parent-hint" className="mt-1.5 text-xs text-stone">
            This category has categories of its own, so it stays at the top level.
          </p>
        )}
      </div>
      <CheckboxField
        label="Active"
        name="isActive"
        checked={isActive}
        onChange={(event) => setIsActive(event.target.checked)}
      />
      <SaveOrCancel
        label={category ? 'Update Category' : 'Create Category'}
        saving={saving}
        onCancel={onCancel}
      />
    </Form>
  );
}
