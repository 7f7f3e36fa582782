/** The words a product's picture is announced with: the owner's description, else its name. */
export const pictureAlt = (image: { alt: string } | undefined, productName: string) =>
  image?.alt || productName;
