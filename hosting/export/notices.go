package export

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/griffengine/griff/hosting/gamebuild"
)

// licenceFile reports whether name is a licence or notice file's: LICENSE,
// LICENCE, COPYING or NOTICE, in any case, with any ending (LICENSE.md,
// LICENSE-MIT).
func licenceFile(name string) bool {
	n := strings.ToUpper(name)
	for _, p := range []string{"LICENSE", "LICENCE", "COPYING", "NOTICE"} {
		if strings.HasPrefix(n, p) {
			return true
		}
	}
	return false
}

// extraNotices are licences kept outside a module's licence files: folder
// (inside the module) of a package whose link brings the file (inside the
// module). The Go fonts' licence is in the README beside the fonts.
var extraNotices = []struct{ pkgPrefix, module, file string }{
	{"golang.org/x/image/font/gofont/", "golang.org/x/image", "font/gofont/ttfs/README"},
}

// noticeModule is a module whose licences Notices lists.
type noticeModule struct {
	path, version, dir string
	extra              []string // files beside the licence files (extraNotices)
}

// Notices returns the text of THIRD_PARTY_NOTICES.txt for a program linking
// pkgs (gamebuild.Linked): Go's licence (from GOROOT), then, for each module
// from the module cache, sorted by path, its path and version and the
// contents of its licence files (LICENSE*, LICENCE*, COPYING*, NOTICE* at the
// module's root) and of extraNotices it brings. A module without a licence
// file is listed saying so. Modules built from a folder (a replace by a
// folder: the engine, the game) are left out. It returns an error when a
// licence file cannot be read.
func Notices(pkgs []gamebuild.LinkedPackage) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("Third-party software in this game, and its licences.\n")
	b.WriteString("Made by Griff's export from the modules the program links.\n")
	goroot, _ := exec.Command("go", "env", "GOROOT").Output()
	if err := section(&b, "Go (runtime and standard library)", string(bytes.TrimSpace(goroot)), nil); err != nil {
		return nil, err
	}
	for _, m := range noticeModules(pkgs) {
		if err := section(&b, m.path+" "+m.version, m.dir, m.extra); err != nil {
			return nil, err
		}
	}
	return b.Bytes(), nil
}

// noticeModules returns the modules of pkgs from the module cache, sorted by
// path, with the extra notices their linked packages bring.
func noticeModules(pkgs []gamebuild.LinkedPackage) []noticeModule {
	byPath := map[string]*noticeModule{}
	for _, p := range pkgs {
		m := p.Module
		if m == nil || p.Standard {
			continue
		}
		if m.Replace != nil {
			if m.Replace.Version == "" {
				continue // a folder: the developer's own
			}
			m = m.Replace
		}
		if m.Version == "" || m.Dir == "" {
			continue
		}
		nm := byPath[m.Path]
		if nm == nil {
			nm = &noticeModule{path: m.Path, version: m.Version, dir: m.Dir}
			byPath[m.Path] = nm
		}
		for _, e := range extraNotices {
			if e.module == m.Path && strings.HasPrefix(p.ImportPath+"/", e.pkgPrefix) && !slices.Contains(nm.extra, e.file) {
				nm.extra = append(nm.extra, e.file)
			}
		}
	}
	out := make([]noticeModule, 0, len(byPath))
	for _, m := range byPath {
		out = append(out, *m)
	}
	slices.SortFunc(out, func(a, b noticeModule) int { return strings.Compare(a.path, b.path) })
	return out
}

// section writes the heading title and the licence files of the folder dir,
// then the files extra (relative to dir).
func section(b *bytes.Buffer, title, dir string, extra []string) error {
	fmt.Fprintf(b, "\n%s\n%s\n", strings.Repeat("=", 78), title)
	entries, _ := os.ReadDir(dir)
	var files []string
	for _, e := range entries {
		if !e.IsDir() && licenceFile(e.Name()) {
			files = append(files, e.Name())
		}
	}
	files = append(files, extra...)
	if len(files) == 0 {
		b.WriteString("\n(no licence file in the module)\n")
	}
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f)))
		if err != nil {
			return fmt.Errorf("export: reading the licence of %s: %w", title, err)
		}
		fmt.Fprintf(b, "\n--- %s\n\n%s", f, data)
		if !bytes.HasSuffix(data, []byte("\n")) {
			b.WriteByte('\n')
		}
	}
	return nil
}
