// Russian texts of the admin screens. Exact spec texts are copied as quoted in SPEC.md.
export const adminRu = {
} as const;
