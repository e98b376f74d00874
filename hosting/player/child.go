package player

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	goruntime "runtime"
	"syscall"

	"github.com/griffengine/griff/hosting/gamebuild"
	"github.com/griffengine/griff/hosting/player/display"
)

// ErrNoDisplay is wrapped by the error Main returns when a window is wanted and
// there is no display to open it on: display.ErrNoDisplay.
var ErrNoDisplay = display.ErrNoDisplay

// needDisplay returns an error wrapping ErrNoDisplay, in one line that says
// why (display.Check) and what to do instead, when a window cannot be opened;
// nil when it can.
func needDisplay() error {
	if err := display.Check(); err != nil {
		return fmt.Errorf("%w: %s", err, noDisplayAdvice)
	}
	return nil
}

// playInWindowProgram runs args in the window program (gamebuild.WindowProgram)
// after checking that there is a display.
func playInWindowProgram(args []string, stdout, stderr io.Writer) error {
	if err := needDisplay(); err != nil {
		return err
	}
	bin, err := gamebuild.WindowProgram(gamebuild.Options{Log: stderr})
	if err != nil {
		return err
	}
	return runWindowChild(bin, args, stdout, stderr)
}

// runWindowChild is runChild for a program that opens a window: if it dies
// because it could not open the display (in Ebitengine's package
// initialisation, with a stack trace), the error is the one ErrNoDisplay line
// instead of the trace.
func runWindowChild(bin string, args []string, stdout, stderr io.Writer) error {
	f := &displayFilter{w: stderr}
	err := runChild(bin, args, stdout, f)
	f.Close()
	if lost, ok := f.displayLost(); ok && err != nil {
		return lost
	}
	return err
}

// playGameCode builds the player of the game folder holding Go code (package
// gamebuild: its arcs generated first, a window build when window is set, else
// a headless one) and runs args in it.
func playGameCode(folder string, args []string, window bool, cfg Config, stdout, stderr io.Writer) error {
	if window {
		if err := needDisplay(); err != nil {
			return err
		}
	}
	if goruntime.GOOS == "js" {
		return fmt.Errorf("%s holds Go code: build a player for it (griff-player %s, on a desktop) instead of playing it in a browser", folder, folder)
	}
	bin, err := gamebuild.Build(folder, gamebuild.Options{Window: window, Log: stderr})
	if err != nil {
		return err
	}
	if window {
		return runWindowChild(bin, args, stdout, stderr)
	}
	return runChild(bin, args, stdout, stderr)
}

// runChild runs the program bin with args, the standard input and stdout and
// stderr, forwarding SIGINT and SIGTERM to it, and returns an ExitError with
// its exit status if that is not 0. On a terminal, Ctrl-C reaches both
// programs; the child ends cleanly on either.
func runChild(bin string, args []string, stdout, stderr io.Writer) error {
	cmd := exec.Command(bin, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, stdout, stderr
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("starting %s: %w", filepath.Base(bin), err)
	}
	done := make(chan struct{})
	go func() {
		for {
			select {
			case s := <-sigs:
				cmd.Process.Signal(s)
			case <-done:
				return
			}
		}
	}()
	err := cmd.Wait()
	close(done)
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code := ee.ExitCode()
		if code <= 0 { // killed by a signal
			code = 1
		}
		return ExitError{Code: code}
	}
	return err
}
