//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package gamebuild

import (
	"errors"
	"io/fs"
	"os"
	"time"
)

// staleLock is how old a lock file of a system without flock must be for a
// waiter to take it as left by a process that ended without releasing it.
const staleLock = 10 * time.Minute

// lockFile takes the lock at path on a system without flock(2): the file is
// made exclusively (O_EXCL), polled every 50 milliseconds while another
// process holds it, and taken over when last modified more than staleLock ago
// (its holder ended without removing it). The returned function removes it.
func lockFile(path string) (func(), error) {
	for {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			f.Close()
			return func() { os.Remove(path) }, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, err
		}
		if fi, err := os.Stat(path); err == nil && time.Since(fi.ModTime()) > staleLock {
			os.Remove(path)
			continue
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// lockFolder does nothing on a system without flock(2): the cache entry's
// lock serialises the players of one folder that use one cache.
func lockFolder(string) (func(), error) { return func() {}, nil }
