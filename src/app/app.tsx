import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { useBrand } from './use-brand';

export function App() {
  useBrand();
  return <RouterProvider router={router} />;
}
