import { readmeWithTable, readReadme } from './config-table.js';

describe('README.md', () => {
  it('lists every configuration variable as the catalogues define it (npm run docs:config)', () => {
    const readme = readReadme();
    expect(readme).toBe(readmeWithTable(readme));
  });

  it('shows the two commands', () => {
    const readme = readReadme();
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
  });
});
