package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff/atomicfile"
	_ "github.com/griffengine/griff/modules/all" // registers every genre module
	"github.com/griffengine/griff/runtime"
)

// init makes the built-in game (package assets) the platformer module's
// template: `griff-player new platformer folder/` writes the game griff-player
// plays with no folder. The module cannot do it itself: genre modules never
// import assets.
func init() {
	runtime.SetTemplate("platformer", assets.BuiltinGame())
}

// listTemplates prints `griff-player templates`: each module with a project
// template, one a line.
func listTemplates(stdout io.Writer) error {
	n := 0
	for _, m := range runtime.Modules() {
		if m.Template == nil {
			continue
		}
		fmt.Fprintf(stdout, "%-14s %s\n", m.Name, m.Summary)
		n++
	}
	if n == 0 {
		fmt.Fprintln(stdout, "no templates in this build")
	}
	return nil
}

// newProject runs `griff-player new NAME folder`: it writes the template of the
// module NAME into folder, which must not exist or be empty.
func newProject(args []string, stdout io.Writer) error {
	if len(args) != 2 {
		return errors.New("usage: griff-player new TEMPLATE folder (see griff-player templates)")
	}
	name, dir := args[0], args[1]
	m, ok := runtime.LookupModule(name)
	if !ok || m.Template == nil {
		return fmt.Errorf("no template named %q (see griff-player templates)", name)
	}
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return fmt.Errorf("%s is not empty: give a new folder", dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := writeTree(dir, m.Template); err != nil {
		return fmt.Errorf("writing the %s template to %s: %w", name, dir, err)
	}
	fmt.Fprintf(stdout, "wrote the %s template to %s; play it with: griff-player %s\n", name, dir, filepath.Clean(dir))
	return nil
}

// writeTree copies every folder and file of tree into dir, each file written
// atomically (griff/atomicfile), so a project is never left with a half-written
// file. Files get mode 0644 and folders 0755 (less the umask).
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
