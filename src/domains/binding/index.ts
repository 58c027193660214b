// The supplier-binding domain, for the screens of other domains: the bindings list (the tender's award binds its winners).
export { fetchBindings, type Binding } from './api';
