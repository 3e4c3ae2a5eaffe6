// Stops the mock gateway-setup.js started.
module.exports = () => globalThis.gateway.stop();
