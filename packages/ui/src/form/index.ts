// Filled in by the form widget work (issue 3).
export {};
