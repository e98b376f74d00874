// Package atomicfile writes files atomically: whoever reads the file, and
// whatever happens to the program or the machine while it is written, sees
// the old file whole or the new one whole, never part of one.
//
// The method is the one POSIX file systems allow: the new content goes to a
// temporary file in the same folder (so the rename cannot cross file systems),
// which is synced to the disk, renamed over the real file, and then the folder
// is synced so the rename itself survives a power cut. (Described, for
// example, in Pillai et al., All File Systems Are Not Created Equal, OSDI
// 2014.) Every file Griff writes (settings, recordings, screenshots, new
// projects, generated code) is written this way.
//
// Decisions:
//   - The temporary file is named ".NAME.griff-tmp-DIGITS" beside NAME. A
//     program killed while writing leaves one behind; the next write of NAME
//     removes such files once they are clearly abandoned: last modified more
//     than LeftoverAge ago. A younger one may be another program's write in
//     progress, so two programs may write the same file at once: each write
//     is whole, and the last rename wins.
//   - Errors name the real file, never the temporary one: a *fs.PathError
//     whose Path is the file asked for, whose Op says which step failed
//     ("create", "write", "sync", "rename") and whose Err is the system's
//     error, so errors.Is(err, fs.ErrPermission) and the like still work.
//   - A new file gets perm (less the process's umask, as os.WriteFile); a file
//     that is replaced keeps its permission bits.
//   - A symbolic link at the file's path is replaced by the new file, not
//     followed: the rename replaces the name.
//   - On Windows a folder cannot be synced; the folder sync is skipped there.
//
// The package imports nothing of Griff and keeps no package-level state.
package atomicfile

import (
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// LeftoverAge is how long ago a temporary file of this package must have been
// last modified for a later write of the same file to remove it as left
// behind: one minute. A write in progress modifies its temporary file as it
// writes, so only a writer stalled for that long could lose its file (its
// Close then fails and the real file is as it was).
const LeftoverAge = time.Minute

// tempMark is what a temporary file's name has between the real file's name
// and the random digits: ".NAME" + tempMark + "DIGITS".
const tempMark = ".griff-tmp-"

// WriteFile writes data to the file at path atomically (see the package
// documentation) with permission bits perm for a new file. The folder must
// exist. Temporary files left behind by an earlier write of path that did not
// finish (older than LeftoverAge) are removed first. WriteFile returns a *fs.PathError naming path if
// any step fails; the file is then as it was before.
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	f, err := Create(path, perm)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Discard()
		return err
	}
	return f.Close()
}

// File is a file being written atomically: what is written goes to a
// temporary file, and Close puts it in place of the real file. A File is for
// content written as it is made (a recording, an encoded image) as well as
// whole. A File must be used from one goroutine.
type File struct {
	path string   // the real file
	tmp  *os.File // nil once closed or discarded
	err  error    // the first error, which Close returns
}

// Create starts writing the file at path atomically, with permission bits
// perm for a new file (see the package documentation): the real file is not
// touched until Close. The folder must exist. Temporary files left behind by an
// earlier write of path that did not finish (last modified more than
// LeftoverAge ago) are removed first. Create returns
// a *fs.PathError naming path if the temporary file cannot be made.
func Create(path string, perm fs.FileMode) (*File, error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if base == "" || base == "." || base == ".." {
		return nil, &fs.PathError{Op: "create", Path: path, Err: fs.ErrInvalid}
	}
	removeLeftovers(dir, base)
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
		perm = fi.Mode().Perm()
	}
	for range 1000 {
		name := filepath.Join(dir, "."+base+tempMark+strconv.FormatUint(rand.Uint64()%1e12, 10))
		tmp, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return nil, pathError("create", path, err)
		}
		return &File{path: path, tmp: tmp}, nil
	}
	return nil, &fs.PathError{Op: "create", Path: path, Err: fs.ErrExist}
}

// Name returns the real file's path, as Create was given it.
func (f *File) Name() string { return f.path }

// Write writes p to the temporary file. It returns a *fs.PathError naming the
// real file if the write fails; Close then discards what was written and
// returns the same error. Write after Close or Discard returns fs.ErrClosed.
func (f *File) Write(p []byte) (int, error) {
	if f.tmp == nil {
		return 0, &fs.PathError{Op: "write", Path: f.path, Err: fs.ErrClosed}
	}
	if f.err != nil {
		return 0, f.err
	}
	n, err := f.tmp.Write(p)
	if err != nil {
		f.err = pathError("write", f.path, err)
	}
	return n, f.err
}

// Close puts what was written in place of the real file: it syncs the
// temporary file, closes it, renames it over the real file and syncs the
// folder. If a Write failed, or any of these steps fails, the temporary file is
// removed, the real file is as it was (unless only the folder sync failed:
// then the new file is in place but may not survive a power cut) and Close
// returns a *fs.PathError naming the real file. Close after Close or Discard
// returns fs.ErrClosed.
func (f *File) Close() error {
	if f.tmp == nil {
		return &fs.PathError{Op: "close", Path: f.path, Err: fs.ErrClosed}
	}
	tmp := f.tmp
	f.tmp = nil
	err := f.err
	if err == nil {
		if serr := tmp.Sync(); serr != nil {
			err = pathError("sync", f.path, serr)
		}
	}
	if cerr := tmp.Close(); cerr != nil && err == nil {
		err = pathError("close", f.path, cerr)
	}
	if err == nil {
		if rerr := os.Rename(tmp.Name(), f.path); rerr != nil {
			err = pathError("rename", f.path, rerr)
		}
	}
	if err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return syncDir(filepath.Dir(f.path), f.path)
}

// Discard drops what was written: the temporary file is removed and the real
// file is not touched. Discard after Close or Discard does nothing, so
// `defer f.Discard()` is safe beside a Close that commits.
func (f *File) Discard() {
	if f.tmp == nil {
		return
	}
	f.tmp.Close()
	os.Remove(f.tmp.Name())
	f.tmp = nil
}

// syncDir syncs folder dir, where the real file path was just renamed.
func syncDir(dir, path string) error {
	if runtime.GOOS == "windows" {
		return nil // a folder cannot be opened for syncing there
	}
	d, err := os.Open(dir)
	if err != nil {
		return pathError("sync", path, err)
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return pathError("sync", path, err)
	}
	return nil
}

// removeLeftovers removes the temporary files of base in dir that a write
// which did not finish left behind: those last modified more than LeftoverAge
// ago (a younger one may be another program's write in progress). Errors are
// ignored: a file that cannot be removed is harmless and is tried again on the
// next write.
func removeLeftovers(dir, base string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return // Create reports the folder's trouble
	}
	for _, e := range entries {
		if !IsTemp(e.Name(), base) || !e.Type().IsRegular() {
			continue
		}
		if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > LeftoverAge {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// IsTemp reports whether name (a file name, without folder) is the name of a
// temporary file this package makes while writing the file named base:
// ".BASE.griff-tmp-" followed by one or more decimal digits.
func IsTemp(name, base string) bool {
	digits, ok := strings.CutPrefix(name, "."+base+tempMark)
	if !ok || digits == "" {
		return false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// pathError returns err, an error of the os package about the temporary file,
// as a *fs.PathError about the real file path with the system's error inside.
func pathError(op, path string, err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	return &fs.PathError{Op: op, Path: path, Err: err}
}
