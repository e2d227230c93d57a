import type { RouteModule } from '../http/router';
import { authRoutes } from './auth';
import { biddingRoutes } from './bidding';
import { catalogRoutes } from './catalog';
import { catalogueManagementRoutes } from './catalogue-management';
import { companyRoutes } from './company';
import { enforcementRoutes } from './enforcement';
import { dealerApplicationRoutes } from './dealer-applications';
import { homeRoutes } from './home';
import { marketRoutes } from './market';
import { messageRoutes } from './messages';
import { notificationRoutes } from './notifications';
import { productImageRoutes } from './product-images';
import { operatorRoutes } from './operators';
import { quotationRoutes } from './quotations';
import { sellerRoutes } from './seller';
import { userRoutes } from './users';
import { dealDocumentRoutes } from './deal-documents';

/** Every route group of the API. */
export const routeModules: RouteModule[] = [
  homeRoutes,
  authRoutes,
  userRoutes,
  catalogRoutes,
  biddingRoutes,
  quotationRoutes,
  dealDocumentRoutes,
  sellerRoutes,
  notificationRoutes,
  companyRoutes,
  operatorRoutes,
  enforcementRoutes,
  catalogueManagementRoutes,
  productImageRoutes,
  dealerApplicationRoutes,
  marketRoutes,
  messageRoutes,
];
