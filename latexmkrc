# latexmk settings for book.tex (and book-student.tex): pdfLaTeX, stop at the
# first error, and report errors as file:line.
$pdf_mode = 1;
$pdflatex = 'pdflatex -interaction=nonstopmode -halt-on-error -file-line-error %O %S';
$max_repeat = 6;
