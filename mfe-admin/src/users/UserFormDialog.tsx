import { Form } from 'react-final-form';
import { ROLE_LABELS, ROLES, type CreateUserBody, type User } from '@farmplate/contracts';
import { ApiError, useCreateUser, useUpdateUser } from '@farmplate/api-client';
import { Button, Grid, Modal, SelectField, Stack, TextField } from '@farmplate/design-system';
import { NEW_USER_VALUES, toUserInput, userFormValues, validateUserForm, type UserFormValues } from './userFormRules';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export interface UserFormDialogProps {
  open: boolean;
  /** the user being edited; none for Add New User */
  user: User | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  onFailed: (error: unknown) => void;
}

/** Add or edit a user with every rule of spec §5 "User form". */
export function UserFormDialog({ open, user, onClose, onSaved, onFailed }: UserFormDialogProps) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = !!user;

  const submit = async (values: UserFormValues) => {
    const input = toUserInput(values);
    try {
      const result = user
        ? await update.mutateAsync({ id: user.id, input })
        : await create.mutateAsync(input as CreateUserBody);
      onSaved(result.message);
      return undefined;
    } catch (error) {
      // a refusal of fields goes under them (ApiError.fieldErrors); any other failure is the screen's notice
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (Object.keys(fields).length > 0) return fields;
      onFailed(error);
      return undefined;
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? 'Edit User' : 'Add New User'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="user-form" loading={create.isPending || update.isPending}>
            {editing ? 'Update User' : 'Create User'}
          </Button>
        </>
      }
    >
      <Form<UserFormValues>
        onSubmit={submit}
        initialValues={user ? userFormValues(user) : NEW_USER_VALUES}
        validate={(values) => validateUserForm(values, editing)}
        render={({ handleSubmit }) => (
          <form id="user-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <Stack gap={4}>
              <TextField name="name" label="Full Name" required autoComplete="off" />
              <TextField name="email" label="Email" type="email" required autoComplete="off" />
              <Grid columns={{ base: 1, md: 2 }}>
                <SelectField name="role" label="Role" required options={ROLE_OPTIONS} placeholder="Select a role" />
                <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
              </Grid>
              <Grid columns={{ base: 1, md: 2 }}>
                <TextField
                  name="password"
                  label="Password"
                  type="password"
                  required={!editing}
                  autoComplete="new-password"
                  hint={editing ? 'Leave blank to keep the current password' : 'At least 6 characters'}
                />
                <TextField
                  name="password_confirmation"
                  label="Confirm Password"
                  type="password"
                  required={!editing}
                  autoComplete="new-password"
                />
              </Grid>
            </Stack>
          </form>
        )}
      />
    </Modal>
  );
}
