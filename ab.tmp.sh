for page in ru.html kz/experts.html ge/services.html en/contact_us.html; do
  url=http://localhost:3250/${page%.html}
  for i in 1 2 3; do
    node variant.tmp.mjs $page none >/dev/null; echo "A $page $(node lh1.tmp.mjs $url 2>&1 | head -1)"
    node variant.tmp.mjs $page nopreload >/dev/null; echo "B $page $(node lh1.tmp.mjs $url 2>&1 | head -1)"
  done
  node variant.tmp.mjs $page none >/dev/null
done
