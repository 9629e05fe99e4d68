import { useParams } from 'react-router';
import { VendorPage } from '../components/VendorPage';

/** /vendor/{name}: a vendor's public page, by its slug. */
export default function Vendor() {
  const { name = '' } = useParams();
  return <VendorPage kind="vendors" id={name} />;
}
