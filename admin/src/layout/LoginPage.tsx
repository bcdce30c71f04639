import DiamondIcon from '@mui/icons-material/Diamond';
import { CardContent, Typography } from '@mui/material';
import { Login, LoginClasses, LoginForm, PasswordInput, TextInput, required } from 'react-admin';
import { TestPaymentsRibbon } from './TestPaymentsRibbon';

/** The console's sign-in: staff accounts only; the server refuses customers with a sentence shown here. */
export const LoginPage = () => (
  <Login
    avatarIcon={<DiamondIcon />}
    sx={{
      backgroundImage: 'radial-gradient(circle at 50% 14em, #8e2f52 0%, #4a0d26 60%, #2e0716 100%)',
      [`& .${LoginClasses.icon}`]: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
    }}
  >
    <CardContent sx={{ width: 300, pb: 0, textAlign: 'center' }}>
      <Typography variant="h6" component="h1">
        Sona Jewellers
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Staff console. For shop staff only: customers sign in on the shop.
      </Typography>
    </CardContent>
    <LoginForm>
      <TextInput
        autoFocus
        source="email"
        label="Email"
        type="email"
        autoComplete="username"
        validate={required()}
      />
      <PasswordInput source="password" label="Password" autoComplete="current-password" validate={required()} />
    </LoginForm>
    <TestPaymentsRibbon />
  </Login>
);
