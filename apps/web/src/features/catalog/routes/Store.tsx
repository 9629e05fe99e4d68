import { useParams } from 'react-router';
import { VendorPage } from '../components/VendorPage';

/** /store/{id}: store details for signed-in shoppers (the route is guarded by the app). */
export default function Store() {
  const { id = '' } = useParams();
  return <VendorPage kind="stores" id={id} />;
}
