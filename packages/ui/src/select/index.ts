// Filled in by the select widget work (issue 3).
export {};
