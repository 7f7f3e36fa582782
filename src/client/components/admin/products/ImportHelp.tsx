/** The product CSV's format in short, beside the file field (decision 046 has it in full). */
export function ImportHelp() {
  return (
    <details className="text-sm text-stone">
      <summary className="cursor-pointer font-medium text-ink">How the file is read</summary>
      <ul className="mt-2 list-disc space-y-1.5 pl-5">
        <li>
          Start from <strong>Export CSV</strong> on the products page: it has every column. One row
          per product, or one row per option for a product whose stock is kept per option (its own
          columns repeated on each row).
        </li>
        <li>
          A row with an <strong>ID</strong> or a known <strong>SKU</strong> updates that product;
          any other row creates one. Without an SKU, each import creates a new product again.
        </li>
        <li>
          A column the file leaves out keeps its value; an empty cell clears it. The stock in the
          file becomes the product&apos;s stock (for a product kept per option, the{' '}
          <strong>Option stock</strong> of each row).
        </li>
        <li>
          <strong>Category</strong> and <strong>Collection</strong> by name or slug; lists (tags,
          image URLs, option values) separated by <code>|</code>; Yes or No for Active, Featured, On
          sale and New arrival; prices in pounds.
        </li>
        <li>
          Checking changes nothing. The import writes all of the file or, if any row has an error,
          none of it; products that did not change are left alone.
        </li>
      </ul>
    </details>
  );
}
