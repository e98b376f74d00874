//go:build js

package player

import (
	"errors"
	"io"
)

// exportCommand is not in a browser's player: exporting runs the Go
// toolchain.
func exportCommand(args []string, stdout, stderr io.Writer) error {
	return errors.New("export runs the Go toolchain: run it on a desktop")
}

// serveCommand is not in a browser's player.
func serveCommand(args []string, stdout, stderr io.Writer) error {
	return errors.New("serve listens on a network port: run it on a desktop")
}
