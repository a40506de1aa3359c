// Russian texts of the dashboard screens. Exact spec texts are copied as quoted in SPEC.md.
export const dashboardRu = {
} as const;
