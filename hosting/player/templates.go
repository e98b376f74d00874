package player

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/griffengine/griff/griff/atomicfile"
	"github.com/griffengine/griff/hosting/gamebuild"
	"github.com/griffengine/griff/hosting/templates"
)

// listTemplates prints `griff-player templates`: every starter template
// (package hosting/templates: its own "empty" and "hello", and each linked
// module's), one a line, by name.
func listTemplates(stdout io.Writer) error {
	list := templates.List()
	if len(list) == 0 {
		fmt.Fprintln(stdout, "no templates in this build")
	}
	for _, t := range list {
		fmt.Fprintf(stdout, "%-12s %s\n", t.Name, t.Summary)
	}
	return nil
}

// newCommand runs `griff-player new NAME folder`: it writes the starter
// template NAME (templates.Lookup) into folder (NewProject).
func newCommand(args []string, stdout io.Writer) error {
	if len(args) != 2 {
		return errors.New("usage: griff-player new TEMPLATE folder (see griff-player templates)")
	}
	name, dir := args[0], args[1]
	if strings.TrimSpace(dir) == "" {
		return errors.New("new: the folder name is empty; give the folder to write, such as mygame")
	}
	t, ok := templates.Lookup(name)
	if !ok {
		return fmt.Errorf("no template named %q (see griff-player templates)", name)
	}
	return NewProject(name, t.Files, dir, stdout)
}

// NewProject writes the template tmpl (named name, for messages) into dir, which
// must not exist or be empty, and says on stdout how to play it. Every file is
// written atomically (griff/atomicfile), so a project is never left with a
// half-written file; files get mode 0644 and folders 0755 (less the umask).
//
// A template holding .go files is a Go package: NewProject also writes dir's
// go.mod and go.sum (gamebuild.WriteModule: a module named after the folder
// that requires the engine and replaces it with the engine's source folder),
// so the folder builds as it is from a clone of the engine. It returns an
// error if dir is not empty, a file cannot be written, or, for a template with
// Go files, the engine's source folder cannot be found.
func NewProject(name string, tmpl fs.FS, dir string, stdout io.Writer) error {
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return fmt.Errorf("%s is not empty: give a new folder", dir)
	}
	goFiles, err := hasGoFiles(tmpl)
	if err != nil {
		return fmt.Errorf("reading the %s template: %w", name, err)
	}
	var root string
	if goFiles {
		if root, err = gamebuild.EngineRoot(); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := writeTree(dir, tmpl); err != nil {
		return fmt.Errorf("writing the %s template to %s: %w", name, dir, err)
	}
	if goFiles {
		if err := gamebuild.WriteModule(dir, root); err != nil {
			return fmt.Errorf("writing the %s template to %s: %w", name, dir, err)
		}
	}
	fmt.Fprintf(stdout, "wrote the %s template to %s; play it with: griff-player %s\n", name, dir, shellQuote(filepath.Clean(dir)))
	return nil
}

// shellQuote returns s as a shell word: s itself if it holds only letters,
// digits and -_./:=+,@%, else s in single quotes (a ' inside written '\”).
func shellQuote(s string) string {
	safe := s != ""
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./:=+,@%", r)) {
			safe = false
			break
		}
	}
	if safe {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// hasGoFiles reports whether tree holds a .go file at its top.
func hasGoFiles(tree fs.FS) (bool, error) {
	entries, err := fs.ReadDir(tree, ".")
	if err != nil {
		return false, err
	}
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".go") {
			return true, nil
		}
	}
	return false, nil
}

// writeTree copies every folder and file of tree into dir, each file written
// atomically (griff/atomicfile). Files get mode 0644 and folders 0755 (less the
// umask).
func writeTree(dir string, tree fs.FS) error {
	return fs.WalkDir(tree, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, filepath.FromSlash(p))
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s: not a regular file", p)
		}
		data, err := fs.ReadFile(tree, p)
		if err != nil {
			return err
		}
		return atomicfile.WriteFile(dst, data, 0o644)
	})
}
