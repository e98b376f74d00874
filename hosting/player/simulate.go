package player

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"github.com/griffengine/griff/hosting/player/play"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/balance"
	"github.com/griffengine/griff/hosting/progress"
)

// simulate runs `griff-player simulate [flags] folder file.sim`: a balance
// simulation of the game folder, its results table printed to stdout, its
// progress (games played) and the problems the games recorded to stderr. A .sim
// path that does not exist as given is looked for inside the folder. args
// starts with "simulate": a folder holding Go code is simulated by its own
// player, with the same arguments.
func simulate(args []string, stdout, stderr io.Writer, cfg Config) error {
	all, args := args, args[1:]
	fs := flag.NewFlagSet("griff-player simulate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	workers := fs.Int("workers", 0, "play games on `N` goroutines (0: one per core); results do not depend on it")
	seed := fs.Uint64("seed", 0, "use this seed instead of the file's (0: the file's)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: griff-player simulate [flags] folder file.sim")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if *workers < 0 {
		return fmt.Errorf("--workers must be 0 (one per core) or more, got %d", *workers)
	}
	if fs.NArg() != 2 {
		fs.Usage()
		return fmt.Errorf("simulate takes a game folder and a .sim file, got %d arguments", fs.NArg())
	}
	folder, file := fs.Arg(0), fs.Arg(1)
	if !cfg.GameCode && play.HasGo(folder) {
		return playGameCode(folder, all, false, cfg, stdout, stderr)
	}
	if _, err := os.Stat(file); errors.Is(err, os.ErrNotExist) {
		if _, err := os.Stat(filepath.Join(folder, file)); err == nil {
			file = filepath.Join(folder, file)
		}
	}
	text, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	spec, err := balance.ParseSpec(file, text)
	if err != nil {
		return err
	}
	if *seed != 0 {
		spec.Seed = *seed
	}
	lg, err := hosting.Load(os.DirFS(folder), folder)
	if err != nil {
		return err
	}
	play.WarnUnnamedModules(lg, cfg, stderr)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var pr *progress.Printer
	res, err := balance.Run(ctx, lg, spec, balance.Options{Workers: *workers, Progress: func(done, total int) {
		if pr == nil { // calls never overlap
			pr = play.NewPrinter(stderr, "simulate", "games", int64(total))
		}
		pr.Update(int64(done))
	}})
	if pr != nil {
		pr.Finish()
	}
	if err != nil {
		return err
	}
	for _, p := range res.Problems {
		fmt.Fprintln(stderr, p)
	}
	return res.WriteTable(stdout)
}
