#!/bin/sh
# Test-only certificates for the loopback HTTPS server in fetch_url_test.ts: a throw-away CA
# (its key is not kept) and a certificate for the name "localhost" that it signed.
# Run from this folder: sh make_certs.sh
set -e
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout /tmp/ca.key \
  -out ca.crt -days 36500 -subj "/CN=html2pdf test CA" \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign"
openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout localhost.key \
  -out /tmp/localhost.csr -subj "/CN=localhost"
printf "subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n" \
  > /tmp/localhost.ext
openssl x509 -req -in /tmp/localhost.csr -CA ca.crt -CAkey /tmp/ca.key -CAcreateserial \
  -out localhost.crt -days 36500 -extfile /tmp/localhost.ext
rm -f /tmp/ca.key /tmp/localhost.csr /tmp/localhost.ext ca.srl
chmod 644 localhost.key
