package hosting

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"
)

// notContent lists the file name endings (lower case) that do not decide how
// a game plays: art, sound, fonts, video and documentation.
var notContent = []string{
	".png", ".jpg", ".jpeg", ".gif", ".bmp", ".webp", ".aseprite", ".ase", ".psd", ".kra", ".svg",
	".ogg", ".wav", ".mp3", ".flac", ".opus", ".m4a",
	".ttf", ".otf", ".woff", ".woff2",
	".mp4", ".webm", ".mov",
	".md",
}

// IsShipped reports whether a file or folder of a game folder named name (one
// path element) ships with the game: everything but Go source and Go's module
// files (go.mod, go.sum, go.work, go.work.sum: a game's Go code is built into
// the program, it does not read it) and names starting with '.' (.git,
// editors' files). Desktop and web exports copy exactly these
// (hosting/gamebuild).
func IsShipped(name string, isDir bool) bool {
	if strings.HasPrefix(name, ".") {
		return false
	}
	if isDir {
		return true
	}
	switch name {
	case "go.mod", "go.sum", "go.work", "go.work.sum":
		return false
	}
	return !strings.HasSuffix(name, ".go")
}

// IsContentFile reports whether the file at name (a slash-separated path
// inside a game folder) counts in [LoadedGame.ContentHash]: a file that ships
// ([IsShipped], every element of its path), except art, sound, font, video and
// documentation files, told by their ending, in any case (.png, .jpg, .jpeg,
// .gif, .bmp, .webp, .aseprite, .ase, .psd, .kra, .svg, .ogg, .wav, .mp3,
// .flac, .opus, .m4a, .ttf, .otf, .woff, .woff2, .mp4, .webm, .mov, .md).
// So the hash is the same for a folder and for its export. An Aseprite
// sheet's JSON counts (a module may read its slices as hit boxes); its PNG
// does not.
func IsContentFile(name string) bool {
	parts := strings.Split(name, "/")
	for i, part := range parts {
		if part != "." && part != ".." && !IsShipped(part, i < len(parts)-1) {
			return false
		}
	}
	return !slices.Contains(notContent, strings.ToLower(path.Ext(name)))
}

// contentHash hashes the folder's content files (IsContentFile) and extra,
// the level files the start scene was made from (which may lie outside the
// folder or be missing: such a file's reader warned and drew nothing of
// it, so it counts as unreadable). A folder or file that cannot be read
// counts as unreadable too, rather than failing the load: the game plays
// without it.
func contentHash(fsys fs.FS, extra []string) (string, error) {
	files := append([]string(nil), extra...)
	walkErr := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		switch {
		case err != nil && p == ".":
			return err
		case err != nil:
			files = append(files, p) // hashed as unreadable below
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
		case d.IsDir() && p != "." && !IsContentFile(p):
			return fs.SkipDir
		case !d.IsDir() && IsContentFile(p):
			files = append(files, p)
		}
		return nil
	})
	if walkErr != nil {
		return "", walkErr
	}
	sort.Strings(files)
	files = slices.Compact(files)
	h := sha256.New()
	for _, f := range files {
		if err := hashFile(h, fsys, f); err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// hashFile writes f's path, size and bytes into h, streamed, so a large file
// costs no memory, and a file that cannot be read is hashed as "PATH
// unreadable". A scene or prefab file too big to read is hashed as any other
// file: Load has refused the folder for it before (Load's error names it), and
// a load with LoadOptions.ScenesWhenEntered plays on until a game enters that
// scene, whose change is then refused with the same error. The bytes written
// for a file that reads are the same as when scene and prefab files were
// hashed as read (path, length, bytes), so no folder's hash changed.
func hashFile(h hash.Hash, fsys fs.FS, f string) error {
	file, err := fsys.Open(f)
	var info fs.FileInfo
	if err == nil {
		defer file.Close()
		info, err = file.Stat()
	}
	if err != nil || !info.Mode().IsRegular() {
		fmt.Fprintf(h, "%s unreadable\n", f)
		return nil
	}
	fmt.Fprintf(h, "%s %d\n", f, info.Size())
	if _, err := io.Copy(h, io.LimitReader(file, info.Size())); err != nil {
		return fmt.Errorf("%s: %w", f, err)
	}
	return nil
}
