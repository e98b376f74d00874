package gamebuild

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"

	"github.com/griffengine/griff/hosting"
)

// buildEmbedded is Build with o.Embed: the program of the game folder dir
// with the game's files inside (or of the built-in game, dir ""), which
// plays them when its command line names no folder. The folder's Go code, if
// any, is linked as Build links it (its arcs generated first). Its data files
// are copied into the cache module's folder game/ (copyGame) and embedded
// with //go:embed, since the go command embeds only files of the module it
// builds. The program is reused while the engine, the toolchain, the build
// settings, the Go files and every copied file are the same.
func buildEmbedded(dir string, o Options) (string, error) {
	abs := ""
	if dir != "" {
		var err error
		if abs, err = filepath.Abs(dir); err != nil {
			return "", err
		}
		if info, err := os.Stat(abs); err != nil || !info.IsDir() {
			return "", fmt.Errorf("gamebuild: %s is not a game folder", dir)
		}
	}
	root, err := engineRoot(abs)
	if err != nil {
		return "", err
	}
	eng, err := readModFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	game := gameModule{dir: root, file: eng} // no Go code: the engine alone
	if abs != "" && hasGoFiles(abs) {
		if game, err = locate(abs, root); err != nil {
			return "", err
		}
	}
	engKey, err := engineKey(root)
	if err != nil {
		return "", err
	}
	cache, err := CacheDir()
	if err != nil {
		return "", err
	}
	work := filepath.Join(cache, "exports", hashString(abs, o.target())[:16])
	if err := os.MkdirAll(work, 0o755); err != nil {
		return "", cacheError(cache, err)
	}
	unlock, err := lockEmbedded(abs, work)
	if err != nil {
		return "", err
	}
	defer unlock()
	return buildLocked(dir, abs, work, root, engKey, game, o)
}

// buildLocked is buildEmbedded once the locks are held: it writes the build
// module into work, with the game's files (abs "" has none) and its arcs up to
// date, and builds it unless a program of the same key is there.
func buildLocked(dir, abs, work, root, engKey string, game gameModule, o Options) (string, error) {
	cache := filepath.Dir(filepath.Dir(work))
	dataKey := ""
	if abs != "" {
		var err error
		if dataKey, err = copyGame(abs, filepath.Join(work, "game")); err != nil {
			return "", cacheError(cache, err)
		}
	}
	spec := mainSpec{pkgPath: game.pkgPath, window: o.Window, embed: abs != "", gameName: filepath.Base(abs)}
	if err := writeMain(work, root, game, spec); err != nil {
		return "", cacheError(cache, err)
	}
	filesKey := ""
	if game.pkgPath != "" {
		if err := generateArcs(abs, work, game.pkgPath, engKey, o.log()); err != nil {
			return "", err
		}
		var err error
		if filesKey, err = folderKey(abs, game.dir, root); err != nil {
			return "", err
		}
	}
	kind := "headless"
	if o.Window {
		kind = "window"
	}
	bin := filepath.Join(work, "player-"+kind+"-"+hashString(engKey, toolKey(), kind, filesKey, dataKey, o.target(), o.LDFlags)[:16]+o.suffix())
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	what := "the built-in game"
	if abs != "" {
		what = dir
	}
	fmt.Fprintf(o.log(), "griff-player: building the %s player of %s for %s with the Go toolchain\n", kind, what, o.target())
	if err := writeDocs(work, abs, game.pkgPath); err != nil {
		return "", cacheError(cache, err)
	}
	if err := goBuild(work, bin, ".", o); err != nil {
		return "", fmt.Errorf("building the player of %s for %s: %w", what, o.target(), err)
	}
	removeOthers(work, "player-"+kind+"-", bin)
	return bin, nil
}

// lockEmbedded takes lockWork's locks, or for the built-in game (abs "") the
// cache entry's alone.
func lockEmbedded(abs, work string) (func(), error) {
	if abs != "" {
		return lockWork(abs, work)
	}
	unlock, err := lockFile(filepath.Join(work, "lock"))
	if err != nil {
		return nil, fmt.Errorf("gamebuild: locking the cache entry %s: %w", work, err)
	}
	return unlock, nil
}

// hasGoFiles reports whether dir holds a .go file that is not a test.
func hasGoFiles(dir string) bool {
	names, err := goFiles(dir)
	return err == nil && len(names) > 0
}

// skipped reports whether copyGame leaves out the file or folder name: what
// does not ship with a game (hosting.IsShipped: Go source and module files,
// names starting with '.').
func skipped(name string, isDir bool) bool { return !hosting.IsShipped(name, isDir) }

// copyGame replaces the folder to with a copy of the game folder from's
// files, but those skipped says and anything that is not a regular file or a
// folder (links are not followed), and returns a key of what it copied: the
// hex SHA-256 of every file's path and contents, in the order of
// filepath.WalkDir (lexical, so the same on every run).
func copyGame(from, to string) (string, error) {
	if err := os.RemoveAll(to); err != nil {
		return "", err
	}
	h := sha256.New()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, p)
		if err != nil {
			return err
		}
		if rel != "." && skipped(d.Name(), d.IsDir()) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", filepath.ToSlash(rel), info.Size())
		return copyFile(p, filepath.Join(to, rel), h)
	})
	if err != nil {
		return "", fmt.Errorf("gamebuild: copying the game's files: %w", err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// copyFile copies the file from to the new file to, writing its contents
// to h as well.
func copyFile(from, to string, h hash.Hash) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(io.MultiWriter(out, h), in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// LinkedPackage is a package linked into a program Build built, as the go
// command lists it.
type LinkedPackage struct {
	// ImportPath is the package's import path.
	ImportPath string
	// Dir is the package's folder.
	Dir string
	// Standard is set for a package of Go's standard library.
	Standard bool
	// Module is the module holding the package; nil for the standard
	// library.
	Module *LinkedModule
}

// LinkedModule is the module of a LinkedPackage.
type LinkedModule struct {
	// Path and Version are the module's path and version ("" for the module
	// built, and for a module replaced by a folder, which Replace then names).
	Path, Version string
	// Dir is the module's folder: in the module cache, or the folder a
	// replace line names.
	Dir string
	// Replace is the module that replaces this one, or nil.
	Replace *LinkedModule
}

// Linked returns the packages linked into bin, a program Build returned for
// the options o (the same o: the system and tags decide which files and
// packages are built), in the order of `go list -deps` (dependencies first).
// It runs the go command in bin's build module (bin's folder in the cache).
// It returns an error wrapping ErrBuild when the go command fails.
func Linked(bin string, o Options) ([]LinkedPackage, error) {
	args := []string{"list", "-mod=mod", "-deps", "-json=ImportPath,Dir,Standard,Module"}
	if !o.Window {
		args = append(args, "-tags", "headless")
	}
	cmd := exec.Command("go", append(args, ".")...)
	cmd.Dir = filepath.Dir(bin)
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOOS="+cmp.Or(o.GOOS, goruntime.GOOS), "GOARCH="+cmp.Or(o.GOARCH, goruntime.GOARCH))
	if o.noCgo() {
		cmd.Env = append(cmd.Env, "CGO_ENABLED=0")
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%w (go list: %v):\n%s", ErrBuild, err, stderr.String())
	}
	var pkgs []LinkedPackage
	for dec := json.NewDecoder(bytes.NewReader(out)); ; {
		var p LinkedPackage
		if err := dec.Decode(&p); err == io.EOF {
			return pkgs, nil
		} else if err != nil {
			return nil, fmt.Errorf("gamebuild: reading go list's output: %w", err)
		}
		pkgs = append(pkgs, p)
	}
}
