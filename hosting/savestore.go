package hosting

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/griffengine/griff/griff/atomicfile"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
)

// SaveExt is the extension of the save files of a FolderStore.
const SaveExt = ".griffsave"

// MaxSaveFileSize is the largest save file a FolderStore reads: 256 MiB. A
// bigger file is refused with an error naming it, before it is read.
const MaxSaveFileSize = 256 << 20

// FolderStore keeps save games as files in a folder, one per slot
// (Dir/SLOT.griffsave): the desktop's saves.Store. Writes are atomic
// (package griff/atomicfile: a temporary file beside the save, synced,
// renamed over it, then the folder synced), so a write that fails or a
// program killed while writing leaves the old save whole. It is safe for
// concurrent use (one writer per slot: the saves system's).
type FolderStore struct {
	// Dir is the folder. NewFolderStore makes it.
	Dir string
}

// NewFolderStore returns a store in dir, making the folder (and its parents)
// if it is not there. It returns an error naming dir if it cannot be made.
func NewFolderStore(dir string) (*FolderStore, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("hosting: the saves folder: %w", err)
	}
	return &FolderStore{Dir: dir}, nil
}

// Locate returns the path of the file of slot name (saves.Locator).
func (f *FolderStore) Locate(name string) string { return filepath.Join(f.Dir, name+SaveExt) }

// Write writes data to the file of name atomically. It returns an error
// wrapping saves.ErrBadSlot for a name that is not a slot name, or a
// *fs.PathError naming the file; the old file is then as it was.
func (f *FolderStore) Write(name string, data []byte) error {
	if err := saves.CheckSlot(name); err != nil {
		return err
	}
	return atomicfile.WriteFile(f.Locate(name), data, 0o644)
}

// Read returns the content of the file of name. It returns an error wrapping
// fs.ErrNotExist if there is none, one wrapping saves.ErrBadSlot for a name
// that is not a slot name, or one naming the file if it is larger than
// MaxSaveFileSize or cannot be read.
func (f *FolderStore) Read(name string) ([]byte, error) {
	if err := saves.CheckSlot(name); err != nil {
		return nil, err
	}
	path := f.Locate(name)
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("hosting: %s is not a file", path)
	}
	if fi.Size() > MaxSaveFileSize {
		return nil, fmt.Errorf("hosting: %s is %d bytes, more than a save may be (%d)", path, fi.Size(), MaxSaveFileSize)
	}
	return os.ReadFile(path)
}

// List returns the slots that have a file in the folder, sorted; files of
// other names (temporary files, a player's notes) are left out. A folder
// that is not there holds none.
func (f *FolderStore) List() ([]string, error) {
	entries, err := os.ReadDir(f.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), SaveExt); ok && e.Type().IsRegular() && saves.CheckSlot(n) == nil {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out, nil
}

// Delete removes the file of name; a name with no file is no error. It
// returns an error wrapping saves.ErrBadSlot for a name that is not a slot
// name, or a *fs.PathError naming the file.
func (f *FolderStore) Delete(name string) error {
	if err := saves.CheckSlot(name); err != nil {
		return err
	}
	if err := os.Remove(f.Locate(name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// DefaultSaveDir returns the folder a desktop host keeps the saves of the
// game named project in: the user's configuration folder (os.UserConfigDir:
// ~/.config on Linux, ~/Library/Application Support on macOS, %AppData% on
// Windows), then griff/GAME/saves, where GAME is the project's name in lower
// case with every run of other characters than a-z and 0-9 as one '-'
// ("Griff Meadow" → "griff-meadow"; "game" if nothing is left). It returns an
// error if the system has no such folder (no $HOME).
func DefaultSaveDir(project string) (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("hosting: no folder for saves: %w", err)
	}
	return filepath.Join(base, "griff", GameFolderName(project), "saves"), nil
}

// GameFolderName returns project's name as a folder name: lower case, each
// run of characters other than a-z and 0-9 one '-', no '-' at either end, at
// most 64 bytes ("game" if nothing is left); then, unless that is the name
// exactly, '-' and the first 8 hex digits of the SHA-256 of the name, so two
// games whose names fold to the same letters ("Griff Meadow" and
// "griff-meadow", or two names in a script other than Latin) never share a
// saves folder.
func GameFolderName(project string) string {
	var b strings.Builder
	dash := false
	for _, c := range strings.ToLower(project) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(c)
			dash = false
		} else {
			dash = true
		}
	}
	s := strings.TrimRight(b.String()[:min(b.Len(), 64)], "-")
	if s == "" {
		s = "game"
	}
	if s != project {
		sum := sha256.Sum256([]byte(project))
		s += "-" + hex.EncodeToString(sum[:4])
	}
	return s
}

// gameSnapshots returns the functions that take and restore a game's whole
// state for save games: runtime.Game's Snapshot and Restore. A host may give
// others in Options.Snapshot and Options.Restore (tests do).
func gameSnapshots() (func(*runtime.Game, []byte) ([]byte, error), func(*runtime.Game, []byte) error) {
	return (*runtime.Game).Snapshot, (*runtime.Game).Restore
}

// savesSystem returns the saves system of a game made with opts, or nil if
// opts has no store. It returns an error if opts has a store but no way to
// snapshot the game.
func (lg *LoadedGame) savesSystem(opts Options) (runtime.System, error) {
	if opts.Saves == nil {
		return nil, nil
	}
	snap, restore := gameSnapshots()
	migrate := (*runtime.Game).RestoreMigrated // a save of an older build loads what still fits
	if opts.Snapshot != nil || opts.Restore != nil {
		snap, restore, migrate = opts.Snapshot, opts.Restore, nil
	}
	if snap == nil || restore == nil {
		return nil, fmt.Errorf("hosting: %s: saves need a Snapshot and a Restore of the game, which this build lacks", lg.Name)
	}
	return saves.NewSystem(saves.Options{Store: opts.Saves, Game: lg.Project.Name, Content: lg.ContentHash(),
		Snapshot: snap, Restore: restore, Migrate: migrate}), nil
}
