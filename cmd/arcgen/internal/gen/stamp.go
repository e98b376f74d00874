package gen

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/build"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// inputHash returns the stamp arcgen writes into every generated file of the
// package in dir (extra: files, absolute path to content, read as if in dir). The
// generated code depends on every declaration of the package (a field's struct
// type may live in another file), so the stamp covers all of the package's own
// source: SHA-256 over the non-test .go files of dir that a CGO_ENABLED=0 build of
// this GOOS/GOARCH includes, except generated FILE_arc.go files, in byte order of
// their names, each written as its base name, a NUL byte, its length in bytes in
// decimal, a NUL byte and its content with CRLF line ends read as LF.
// arctest.CheckFresh computes the same hash; the two must stay in step.
func inputHash(dir string, extra map[string][]byte) (string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return "", fmt.Errorf("arcgen: %w", err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	for p := range extra {
		if filepath.Dir(p) == dir && !slices.Contains(names, filepath.Base(p)) {
			names = append(names, filepath.Base(p))
		}
	}
	slices.Sort(names)
	read := func(p string) ([]byte, error) {
		if b, ok := extra[p]; ok {
			return b, nil
		}
		return os.ReadFile(p)
	}
	ctx := build.Default
	ctx.CgoEnabled = false
	ctx.OpenFile = func(p string) (io.ReadCloser, error) {
		b, err := read(p)
		if err != nil {
			return nil, err
		}
		return io.NopCloser(bytes.NewReader(b)), nil
	}
	h := sha256.New()
	for _, n := range names {
		if !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") || strings.HasSuffix(n, Suffix) {
			continue
		}
		if ok, err := ctx.MatchFile(dir, n); err != nil || !ok {
			continue
		}
		b, err := read(filepath.Join(dir, n))
		if err != nil {
			return "", fmt.Errorf("arcgen: %w", err)
		}
		b = bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n"))
		fmt.Fprintf(h, "%s\x00%d\x00", n, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
