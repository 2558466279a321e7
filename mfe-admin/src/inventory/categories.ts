export const categoryLabel = (category: string): string => category.charAt(0).toUpperCase() + category.slice(1);
