package gamebuild

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"

	"github.com/griffengine/griff/griff/atomicfile"
)

// ArcgenTool is the import path of the arc generator, the program `go
// generate` runs on a game's arcs; WriteModule names it in a tool line.
const ArcgenTool = EngineModule + "/cmd/arcgen"

// pseudo is the version a module replaced by a folder is required at.
const pseudo = "v0.0.0-00010101000000-000000000000"

// WriteModule writes dir's go.mod and go.sum so the Go package in dir builds as
// it is against the engine's source folder root (EngineRoot): a module named
// after the folder (its base name in lower case, anything but letters, digits,
// '-', '_' and '.' made '-'), the engine's go line, a requirement of the engine
// replaced by root, the engine's own requirements (marked indirect, so the
// go.mod is complete without network access), a tool line for the arc
// generator (ArcgenTool) and the engine's go.sum.
//
// The tool line makes the folder's go.mod name what `go generate` runs: without
// it `go mod tidy` drops the generator's requirements (golang.org/x/tools),
// and `go generate` then fails. With it, `go generate`, `go mod tidy`, `go vet`
// and `go test` work in the folder as they are, offline.
//
// It returns an error if root's go.mod cannot be read or a file cannot be
// written.
func WriteModule(dir, root string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	eng, err := readModFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return fmt.Errorf("gamebuild: %w", err)
	}
	f := &modfile.File{}
	f.AddModuleStmt(moduleName(filepath.Base(abs)))
	addGo(f, eng)
	reqs := []*modfile.Require{{Mod: module.Version{Path: EngineModule, Version: pseudo}}}
	for _, r := range eng.Require {
		reqs = append(reqs, &modfile.Require{Mod: r.Mod, Indirect: true})
	}
	f.SetRequireSeparateIndirect(reqs)
	f.AddReplace(EngineModule, "", root, "")
	if err := f.AddTool(ArcgenTool); err != nil {
		return err
	}
	f.Cleanup()
	data, err := f.Format()
	if err != nil {
		return err
	}
	sum, _ := os.ReadFile(filepath.Join(root, "go.sum"))
	if err := atomicfile.WriteFile(filepath.Join(dir, "go.mod"), data, 0o644); err != nil {
		return err
	}
	return atomicfile.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644)
}

// moduleName makes a folder's name a module path: lower case, anything but
// letters, digits, '-', '_' and '.' made '-'; "game" if nothing is left.
func moduleName(base string) string {
	name := strings.Map(func(r rune) rune {
		switch {
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)), r == '-', r == '_', r == '.':
			return unicode.ToLower(r)
		}
		return '-'
	}, base)
	if strings.Trim(name, "-_.") == "" {
		return "game"
	}
	return name
}

// addGo gives f the go line of eng.
func addGo(f, eng *modfile.File) {
	if eng.Go != nil {
		f.AddGoStmt(eng.Go.Version)
	}
}

// gameModule is where a game's package is: its module and import path.
type gameModule struct {
	dir     string        // the module's folder
	file    *modfile.File // its go.mod
	pkgPath string        // the game package's import path
}

// buildModule returns the go.mod and go.sum of the module the game's player
// is built in: it requires and replaces the engine (by root) and the game's
// module (by its folder; not when the game is a package of the engine), with
// every requirement of both at the higher version, the game module's other
// replacements, and the go.sum lines of both.
func buildModule(root string, eng *modfile.File, game gameModule) (mod, sum []byte, err error) {
	f := &modfile.File{}
	f.AddModuleStmt("griff.build/player")
	addGo(f, eng)
	versions := map[string]string{EngineModule: pseudo}
	add := func(path, v string) {
		if old, ok := versions[path]; !ok || semver.Compare(v, old) > 0 {
			versions[path] = v
		}
	}
	for _, r := range eng.Require {
		add(r.Mod.Path, r.Mod.Version)
	}
	f.AddReplace(EngineModule, "", root, "")
	sums := readLines(filepath.Join(root, "go.sum"))
	if game.file.Module.Mod.Path != EngineModule {
		add(game.file.Module.Mod.Path, pseudo)
		for _, r := range game.file.Require {
			if r.Mod.Path != EngineModule {
				add(r.Mod.Path, r.Mod.Version)
			}
		}
		f.AddReplace(game.file.Module.Mod.Path, "", game.dir, "")
		for _, r := range game.file.Replace {
			if r.Old.Path == EngineModule {
				continue
			}
			to := r.New.Path
			if r.New.Version == "" && !filepath.IsAbs(to) {
				to = filepath.Join(game.dir, to)
			}
			f.AddReplace(r.Old.Path, r.Old.Version, to, r.New.Version)
		}
		sums = append(sums, readLines(filepath.Join(game.dir, "go.sum"))...)
	}
	paths := make([]string, 0, len(versions))
	for p := range versions {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	for _, p := range paths {
		f.AddNewRequire(p, versions[p], false)
	}
	f.Cleanup()
	if mod, err = f.Format(); err != nil {
		return nil, nil, err
	}
	slices.Sort(sums)
	sums = slices.Compact(sums)
	return mod, []byte(strings.Join(sums, "\n") + "\n"), nil
}

// readLines returns the lines of the file at path that are not blank, or none
// if it cannot be read.
func readLines(path string) []string {
	data, _ := os.ReadFile(path)
	var out []string
	for _, l := range bytes.Split(data, []byte("\n")) {
		if s := strings.TrimSpace(string(l)); s != "" {
			out = append(out, s)
		}
	}
	return out
}
