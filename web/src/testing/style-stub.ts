// Jest does not load stylesheets; components import them for Vite only.
export default {};
