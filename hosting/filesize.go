package hosting

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"

	"github.com/griffengine/griff/scenes"
)

// MaxProjectFileSize is the largest project.griff, in bytes, that Load reads
// (1 MiB): a larger one is refused, before it is read, with an error wrapping
// ErrBadFile that names the file and the bound. Where it comes from: a project
// file holds a few settings and control bindings (the built-in game's is 217
// bytes), so this is thousands of times what any project needs.
const MaxProjectFileSize = 1 << 20

// readBounded reads file from fsys, refusing it, without reading more than
// max+1 bytes, when it is larger than max bytes. shown is the file's name for
// messages and what names the bound (e.g. "scenes.MaxFileSize"). The size the
// file system reports is checked first; the read is bounded too, since a file
// may grow or report no size.
func readBounded(fsys fs.FS, file, shown string, max int64, what string) ([]byte, error) {
	f, err := fsys.Open(file)
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		return nil, fmt.Errorf("%s: %w", shown, pe.Err) // the file's name as shown, not as opened
	} else if err != nil {
		return nil, fmt.Errorf("%s: %w", shown, err)
	}
	defer f.Close()
	tooBig := func(n int64, more string) error {
		return fmt.Errorf("%s: %w: file is %s%d bytes, more than the %d it may have (%s)", shown, ErrBadFile, more, n, max, what)
	}
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > max {
		return nil, tooBig(st.Size(), "")
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", shown, err)
	}
	if int64(len(data)) > max {
		return nil, tooBig(max, "over ")
	}
	return data, nil
}

// readGameFile reads one of the files Load reads whole (project.griff, a scene,
// a prefab) within its bound; name is the game folder's name for messages.
func readGameFile(fsys fs.FS, name, file string) ([]byte, error) {
	if file == ProjectFile {
		return readBounded(fsys, file, path.Join(name, file), MaxProjectFileSize, "hosting.MaxProjectFileSize")
	}
	return readBounded(fsys, file, path.Join(name, file), scenes.MaxFileSize, "scenes.MaxFileSize")
}
