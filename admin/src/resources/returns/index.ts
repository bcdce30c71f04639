import ReturnIcon from '@mui/icons-material/AssignmentReturn';
import type { ResourceProps } from 'react-admin';
import { ReturnList } from './ReturnList';
import { ReturnShow } from './ReturnShow';
import { RETURN_KIND_LABEL, returnReference } from './returnRules';
import type { ReturnRecord } from './types';

/** Returns and missing-item claims customers make (admins only): read, approved, rejected, received and refunded here. */
export default {
  list: ReturnList,
  show: ReturnShow,
  icon: ReturnIcon,
  options: { label: 'Returns' },
  recordRepresentation: (ret: Pick<ReturnRecord, 'id' | 'kind'>) => `${RETURN_KIND_LABEL[ret.kind]} ${returnReference(ret.id)}`,
} satisfies Omit<ResourceProps, 'name'>;
