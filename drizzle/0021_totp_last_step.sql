-- The time step of the last authenticator code accepted, so that no code is accepted twice (RFC 6238 §5.2).
ALTER TABLE "two_factor" ADD COLUMN "last_totp_step" bigint;
