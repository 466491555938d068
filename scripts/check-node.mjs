const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This project needs Node.js 22.12 or newer (Node 24 LTS is installed by "npm install"); this is ${process.version}.\n` +
      'Run it through npm ("npm start", "npm test") so the project\'s own Node is used.',
  );
  process.exit(1);
}
