//go:build !js

package player

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"github.com/griffengine/griff/hosting/player/play"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/griffengine/griff/hosting/export"
)

// exportCommand runs `griff-player export --web|--desktop [--os OS] [--arch
// ARCH] [folder] out`: the game folder (none: the built-in game) exported
// into out (package hosting/export), its progress and sizes on stderr.
func exportCommand(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("griff-player export", flag.ContinueOnError)
	fs.SetOutput(stderr)
	web := fs.Bool("web", false, "export for browsers: game.wasm, wasm_exec.js, index.html and .gz/.br copies")
	desktop := fs.Bool("desktop", false, "export one executable with the game inside")
	goos := fs.String("os", "", "with --desktop: the system, linux, windows or darwin (default: this machine's; darwin only on a Mac)")
	goarch := fs.String("arch", "", "with --desktop: the processor, amd64 or arm64 (default: this machine's)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: griff-player export --web [folder] out")
		fmt.Fprintln(stderr, "       griff-player export --desktop [--os linux|windows|darwin] [--arch amd64|arm64] [folder] out")
		fmt.Fprintln(stderr, "With no folder it exports the built-in game.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return play.UsageError{Err: err}
	}
	if *web == *desktop {
		return errors.New("export: give one of --web and --desktop")
	}
	if *web && (*goos != "" || *goarch != "") {
		return errors.New("export: --os and --arch are for --desktop (a web export runs in every browser)")
	}
	var dir, out string
	switch fs.NArg() {
	case 1:
		out = fs.Arg(0)
	case 2:
		dir, out = fs.Arg(0), fs.Arg(1)
		if err := play.CheckFolder(dir); err != nil {
			return err
		}
	default:
		return fmt.Errorf("export: want [folder] out, got %d arguments", fs.NArg())
	}
	o := export.Options{Log: stderr, GOOS: *goos, GOARCH: *goarch}
	var err error
	if *web {
		_, err = export.Web(dir, out, o)
	} else {
		_, err = export.Desktop(dir, out, o)
	}
	if err == nil && *web {
		fmt.Fprintf(stdout, "exported to %s; try it with: griff-player serve %s\n", out, out)
	} else if err == nil {
		fmt.Fprintf(stdout, "exported to %s\n", out)
	}
	return err
}

// serveCommand runs `griff-player serve [--addr HOST:PORT] [--public] out`:
// the web export out served (export.Handler) until SIGINT or SIGTERM.
func serveCommand(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("griff-player serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", export.DefaultAddr, "the `host:port` to listen on")
	public := fs.Bool("public", false, "allow an --addr other machines can reach (not loopback)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: griff-player serve [--addr host:port] [--public] out")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return play.UsageError{Err: err}
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("serve: want one folder (a web export), got %d arguments", fs.NArg())
	}
	dir := fs.Arg(0)
	if _, err := os.Stat(dir + "/" + export.PageFile); err != nil {
		return fmt.Errorf("serve: %s is not a web export (no %s): make one with griff-player export --web", dir, export.PageFile)
	}
	if err := export.CheckAddr(*addr, *public); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := &http.Server{Handler: export.Handler(dir), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	fmt.Fprintf(stdout, "serving %s on http://%s/ (Ctrl+C to stop)\n", dir, ln.Addr())
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}
