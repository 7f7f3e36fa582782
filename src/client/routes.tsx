import { createBrowserRouter } from 'react-router';
import { Layout } from './components/layout/Layout';
import { AboutPage } from './pages/AboutPage';
import { CartPage } from './pages/CartPage';
import { HomePage } from './pages/HomePage';
import { InfoPage } from './pages/InfoPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProductPage } from './pages/ProductPage';
import { ProductsPage } from './pages/ProductsPage';
import { StoreInfoPage } from './pages/StoreInfoPage';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/products', element: <ProductsPage /> },
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/cart', element: <CartPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/store', element: <StoreInfoPage /> },
      { path: '/terms', element: <InfoPage topic="terms" /> },
      { path: '/privacy', element: <InfoPage topic="privacy" /> },
      { path: '/faq', element: <InfoPage topic="faq" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
