package gamebuild

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	goruntime "runtime"
	"slices"
	"strings"
	"syscall"
)

// CacheDir returns the folder the built programs are kept in: the folder
// GRIFF_CACHE names, else os.UserCacheDir()/griff (on Linux
// $XDG_CACHE_HOME/griff, else ~/.cache/griff). Removing it is safe: what is
// needed is built again. It returns an error when GRIFF_CACHE is not an
// absolute path (a relative one would name a different folder in every
// working folder) or no user cache folder is known.
func CacheDir() (string, error) {
	if dir := os.Getenv("GRIFF_CACHE"); dir != "" {
		if !filepath.IsAbs(dir) {
			return "", fmt.Errorf("gamebuild: GRIFF_CACHE=%s is not an absolute path; set it to one (such as $HOME/.cache/griff), or unset it to use %s", dir, defaultCache())
		}
		return filepath.Clean(dir), nil
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("gamebuild: no cache folder for the built players: %w", err)
	}
	return filepath.Join(dir, "griff"), nil
}

// defaultCache names the cache folder used without GRIFF_CACHE, for messages.
func defaultCache() string {
	if dir, err := os.UserCacheDir(); err == nil {
		return filepath.Join(dir, "griff")
	}
	return "the user's cache folder"
}

// cacheError returns err, an error writing in the cache folder cache, with
// what to do when the folder cannot be written (read-only, not permitted):
// name a writable one with GRIFF_CACHE. Other errors, and nil, are returned
// as they are.
func cacheError(cache string, err error) error {
	if err == nil || !errors.Is(err, fs.ErrPermission) && !errors.Is(err, syscall.EROFS) {
		return err
	}
	how := "it is the default; set GRIFF_CACHE to a writable folder (an absolute path) instead"
	if os.Getenv("GRIFF_CACHE") != "" {
		how = "GRIFF_CACHE names it; set GRIFF_CACHE to a writable folder (an absolute path), or unset it to use " + defaultCache()
	}
	return fmt.Errorf("gamebuild: cannot write the cache folder %s, where griff-player keeps the players it builds (%w); %s", cache, err, how)
}

// hashString returns the hex SHA-256 of parts, each ended by a zero byte.
func hashString(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// engineKey returns a key of the engine's source at root (or of another
// module's folder) that changes when a file of it does: the path, size and
// modification time of every file but tests and those under .git, testdata,
// folders starting with '.' or '_' (which the go command ignores) and folders
// holding a go.mod of their own (another module, such as a game made with
// `griff-player new` in the engine's clone, whose scene edits must not build
// the engine's programs again). Reading no file's content keeps it fast (about
// 700 files).
func engineKey(root string) (string, error) {
	var b strings.Builder
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || isFile(filepath.Join(p, "go.mod"))) {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, "_test.go") || !d.Type().IsRegular() {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%s %d %d\n", p, info.Size(), info.ModTime().UnixNano())
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("gamebuild: reading the engine's source: %w", err)
	}
	return hashString(b.String()), nil
}

// toolKey returns a key of what else a build depends on: the Go version this
// program was built with, the go command found on the PATH (its path and
// modification time), the operating system and architecture, and the GOFLAGS,
// CGO_ENABLED and GOEXPERIMENT settings.
func toolKey() string {
	tool := "go"
	if p, err := lookGo(); err == nil {
		tool = p
		if info, err := os.Stat(p); err == nil {
			tool += fmt.Sprint(" ", info.ModTime().UnixNano())
		}
	}
	return hashString(goruntime.Version(), tool, goruntime.GOOS, goruntime.GOARCH,
		os.Getenv("GOFLAGS"), os.Getenv("CGO_ENABLED"), os.Getenv("GOEXPERIMENT"))
}

// goFiles returns the names of dir's .go files that are not tests, sorted.
func goFiles(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		n := e.Name()
		if !e.IsDir() && strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	return names, nil
}

// goFilesKey returns the hash of the names and contents of dir's .go files.
func goFilesKey(dir string) (string, error) {
	names, err := goFiles(dir)
	if err != nil {
		return "", err
	}
	parts := []string{dir}
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return "", err
		}
		parts = append(parts, n, string(data))
	}
	return hashString(parts...), nil
}

// folderKey returns the key of the game's files a build depends on: its .go
// files, its module's go.mod and go.sum, and, when its module is not the
// engine's (root, which engineKey covers), the module's other source files
// (moduleKey), since the game's package may import another of its module's.
func folderKey(dir, modDir, root string) (string, error) {
	key, err := goFilesKey(dir)
	if err != nil {
		return "", err
	}
	if modDir != root {
		mk, err := moduleKey(modDir)
		if err != nil {
			return "", err
		}
		key = hashString(key, mk)
	}
	mod, _ := os.ReadFile(filepath.Join(modDir, "go.mod"))
	sum, _ := os.ReadFile(filepath.Join(modDir, "go.sum"))
	return hashString(key, modDir, string(mod), string(sum)), nil
}

// sourceExts are the endings of the files the go command compiles or links.
var sourceExts = []string{".go", ".s", ".c", ".h", ".cc", ".cpp", ".cxx", ".hh", ".hpp", ".m", ".f", ".syso"}

// moduleKey returns a key of the game module's source at dir: engineKey's, but
// only of the files the go command builds from (sourceExts), so editing a
// scene, a picture or a table (which the player reads from the folder as it
// plays) does not build the player again. A module one of whose .go files
// holds a //go:embed line may build data into the program: then every file
// counts, as in engineKey.
func moduleKey(dir string) (string, error) {
	var b strings.Builder
	embeds := false
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != dir && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || isFile(filepath.Join(p, "go.mod"))) {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, "_test.go") || !d.Type().IsRegular() || !slices.Contains(sourceExts, filepath.Ext(name)) {
			return nil
		}
		if filepath.Ext(name) == ".go" && !embeds {
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			embeds = bytes.Contains(data, []byte("//go:embed"))
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%s %d %d\n", p, info.Size(), info.ModTime().UnixNano())
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("gamebuild: reading the game's module: %w", err)
	}
	if embeds {
		return engineKey(dir)
	}
	return hashString(b.String()), nil
}

// isFile reports whether path is a regular file.
func isFile(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.Mode().IsRegular()
}

// exeSuffix is ".exe" on Windows, else "".
func exeSuffix() string {
	if goruntime.GOOS == "windows" {
		return ".exe"
	}
	return ""
}
