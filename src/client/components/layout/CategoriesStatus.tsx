import {
  CATEGORIES_ERROR_DETAIL,
  CATEGORIES_ERROR_TEXT,
  CATEGORIES_LOADING_TEXT,
} from '../../hooks/useCategoryTree';

/** The header menus' loading and failure lines. */
export function CategoriesStatus({
  failed,
  className = '',
}: {
  failed: boolean;
  className?: string;
}) {
  if (!failed)
    return <p className={`text-sm text-stone ${className}`}>{CATEGORIES_LOADING_TEXT}</p>;
  return (
    <p role="alert" className={`text-sm text-sale ${className}`}>
      {CATEGORIES_ERROR_TEXT}
      <span className="block text-xs text-stone">{CATEGORIES_ERROR_DETAIL}</span>
    </p>
  );
}
