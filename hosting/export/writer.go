package export

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/andybalholm/brotli"

	"github.com/griffengine/griff/griff/atomicfile"
	"github.com/griffengine/griff/hosting/gamebuild"
)

// writer writes an export's files into out, keeping the first error (later
// calls do nothing) and the files written.
type writer struct {
	out   string
	log   io.Writer
	files []File
	err   error
	// quality is the brotli quality (Options.BrotliQuality).
	quality int
}

// write writes data to the file name of the output folder, atomically, with
// mode 0o644 (0o755 when exe).
func (w *writer) write(name string, data []byte) { w.writeMode(name, data, 0o644) }

// writeMode writes data as write does, with mode. A file that is not itself
// a compressed copy first loses its copies (name.gz, name.br) from an
// earlier export: an export stopped (Ctrl+C) or failed before compressing
// must not leave an old game's copies beside the new file, which a server
// would send to every browser that takes them.
func (w *writer) writeMode(name string, data []byte, mode os.FileMode) {
	if w.err != nil {
		return
	}
	if ext := filepath.Ext(name); ext != ".gz" && ext != ".br" {
		for _, copyExt := range []string{".gz", ".br"} {
			if err := os.Remove(filepath.Join(w.out, name+copyExt)); err != nil && !errors.Is(err, fs.ErrNotExist) {
				w.err = fmt.Errorf("export: removing an earlier export's copy: %w", err)
				return
			}
		}
	}
	if err := atomicfile.WriteFile(filepath.Join(w.out, name), data, mode); err != nil {
		w.err = fmt.Errorf("export: %w", err)
		return
	}
	w.files = append(w.files, File{Name: name, Size: int64(len(data))})
}

// compressed writes name.gz and name.br, the file name compressed with gzip
// and brotli, printing a line for each before it starts (brotli at quality
// 11 takes minutes for a game's wasm) that it ends with the copy's size.
func (w *writer) compressed(name string) {
	if w.err != nil {
		return
	}
	data, err := os.ReadFile(filepath.Join(w.out, name))
	if err != nil {
		w.err = fmt.Errorf("export: %w", err)
		return
	}
	fmt.Fprintf(w.log, "export: compressing %s (%s) with gzip...", name, mib(int64(len(data))))
	gz, err := Gzip(data)
	if err != nil {
		fmt.Fprintln(w.log)
		w.err = err
		return
	}
	w.write(name+".gz", gz)
	fmt.Fprintf(w.log, " %s\n", mib(int64(len(gz))))
	fmt.Fprintf(w.log, "export: compressing %s (%s) with brotli at quality %d...", name, mib(int64(len(data))), brotliQuality(w.quality))
	br, err := Brotli(data, w.quality)
	if err != nil {
		fmt.Fprintln(w.log)
		w.err = err
		return
	}
	w.write(name+".br", br)
	fmt.Fprintf(w.log, " %s\n", mib(int64(len(br))))
}

// brotliQuality returns the brotli quality Brotli uses for quality: quality
// from 1 to 11, else 11.
func brotliQuality(quality int) int {
	if quality < 1 || quality > brotli.BestCompression {
		return brotli.BestCompression
	}
	return quality
}

// Gzip returns data compressed with gzip at the best compression.
func Gzip(data []byte) ([]byte, error) {
	var b bytes.Buffer
	zw, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, fmt.Errorf("export: gzip: %w", err)
	}
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("export: gzip: %w", err)
	}
	return b.Bytes(), nil
}

// Brotli returns data compressed with brotli at quality (1 to 11; 0 or out
// of range is 11, the best) and a window of 4 MiB (lgwin 22, the largest
// every decoder takes).
func Brotli(data []byte, quality int) ([]byte, error) {
	quality = brotliQuality(quality)
	var b bytes.Buffer
	bw := brotli.NewWriterOptions(&b, brotli.WriterOptions{Quality: quality, LGWin: 22})
	if _, err := bw.Write(data); err != nil {
		return nil, fmt.Errorf("export: brotli: %w", err)
	}
	if err := bw.Close(); err != nil {
		return nil, fmt.Errorf("export: brotli: %w", err)
	}
	return b.Bytes(), nil
}

// notices writes THIRD_PARTY_NOTICES.txt for the program bin built with o.
func (w *writer) notices(bin string, o gamebuild.Options) {
	if w.err != nil {
		return
	}
	pkgs, err := gamebuild.Linked(bin, o)
	if err != nil {
		w.err = fmt.Errorf("export: listing what the program links: %w", err)
		return
	}
	text, err := Notices(pkgs)
	if err != nil {
		w.err = err
		return
	}
	w.write(NoticesFile, text)
}

// report prints the files of r with their sizes, and the time taken.
func (w *writer) report(r Result) {
	for _, f := range r.Files {
		fmt.Fprintf(w.log, "  %-28s %s\n", f.Name, mib(f.Size))
	}
	fmt.Fprintf(w.log, "export: wrote %d files to %s in %.1f s\n", len(r.Files), w.out, r.Took.Seconds())
}

// mib formats n bytes for people: bytes below 10 KiB, else KiB or MiB.
func mib(n int64) string {
	switch {
	case n < 10<<10:
		return fmt.Sprintf("%d B", n)
	case n < 10<<20:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%.2f MiB", float64(n)/(1<<20))
}
