//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package gamebuild

import (
	"errors"
	"os"
	"syscall"
)

// lockFile takes the exclusive flock(2) lock of the file at path (made if
// missing, never removed), waiting while another process or goroutine holds
// it. The lock belongs to the open file, so two goroutines of one process wait
// for each other too, and the system releases it when the process ends.
func lockFile(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	return flock(f)
}

// lockFolder takes the flock(2) lock of the folder dir itself (opened for
// reading), so no file is added to it.
func lockFolder(dir string) (func(), error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	return flock(f)
}

// flock locks f, waiting for it; the returned function closes f, which
// releases the lock.
func flock(f *os.File) (func(), error) {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err == nil {
			return func() { f.Close() }, nil
		}
		if !errors.Is(err, syscall.EINTR) {
			f.Close()
			return nil, err
		}
	}
}
