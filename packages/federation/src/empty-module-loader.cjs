// @ts-check
// A plain first entry (plain-entry-config.cjs) leaves CSS out: the prerendered page inlines the
// fonts' faces already, and a CSS import would otherwise fetch them again as a file.
module.exports = function emptyModule() {
  return 'export {};';
};
