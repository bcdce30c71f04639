import { DateTimeInput, NumberInput, SimpleForm, TextInput, required, useRecordContext, type Validator } from 'react-admin';
import { useIsAdmin } from '../../auth/useIsAdmin';
import { PercentInput, RupeesInput } from '../../layout/UnitInputs';
import { checkCode, checkDiscount, checkExpiry, checkMinimumOrder, checkUserLimit, couponReachHelp } from './couponRules';
import type { Coupon } from './types';

const validateCode = [required(), checkCode];
const validateMinimumOrder = [required(), checkMinimumOrder];
const validateDiscount = [required(), checkDiscount];
const validateUserLimit = [required(), checkUserLimit];

/** The fields of a coupon, with the server's rules checked as staff type. */
export const CouponForm = () => {
  const coupon = useRecordContext<Coupon>();
  const isAdmin = useIsAdmin();
  // Every coupon a seller sees is their own; an admin's form says what the coupon at hand does.
  const help = couponReachHelp(!isAdmin || typeof coupon?.sellerId === 'string');
  const validateExpiry: Validator = (value) => checkExpiry(value, coupon?.expiresAt, new Date());
  return (
    <SimpleForm sx={{ maxWidth: 640 }} noValidate>
      <TextInput
        source="name"
        label="Code"
        validate={validateCode}
        // Codes are stored upper-case; show them the way shoppers will see them.
        parse={(value: string) => value.toUpperCase()}
        helperText="3 to 40 letters, digits, '-' or '_'; shoppers may type it in any case"
      />
      <PercentInput source="discount" label="Discount" min={1} validate={validateDiscount} helperText={help.discount} />
      <RupeesInput source="price" label="Minimum order" min={0} step={1} validate={validateMinimumOrder} helperText={help.minimumOrder} />
      <NumberInput source="userlimit" label="Uses per customer" min={1} step={1} validate={validateUserLimit} />
      <DateTimeInput source="expiresAt" label="Expires" validate={validateExpiry} helperText="Leave empty for a code that never expires" />
    </SimpleForm>
  );
};
