package play

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/agent"
)

// serveAgent serves the game to an agent over MCP (--mcp on stdin and stdout,
// --mcp-http on an address) until the client goes away (stdio), or SIGINT or
// SIGTERM. With --server the game plays in real time meanwhile and the tools
// that change it are refused unless --mcp-allow-changes. Standard output is
// the MCP channel with --mcp, so everything else goes to stderr.
func serveAgent(lg *hosting.LoadedGame, opts hosting.Options, c config, stdout, stderr io.Writer) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	s, err := agent.NewSession(lg, agent.Options{Game: opts, Server: c.server, AllowChanges: c.mcpAllowChange})
	if err != nil {
		return err
	}
	if c.server {
		go s.Serve(ctx)
	}
	if c.mcp {
		fmt.Fprintf(stderr, "serving %s (%q) over MCP on standard input and output\n", lg.Name, lg.Project.Name)
		return agent.ServeStdio(ctx, s, os.Stdin, nopCloser{stdout})
	}
	l, err := agent.ListenHTTP(c.mcpHTTP, c.mcpAllowRemote)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "serving %s (%q) over MCP at http://%s; interrupt to stop\n", lg.Name, lg.Project.Name, l.Addr())
	return agent.ServeHTTP(ctx, s, l)
}

// nopCloser is a writer whose Close does nothing: the MCP transport closes
// its writer when the client goes away, and stdout stays open.
type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }

// serveAgentWindow serves the game over --mcp-http while it plays in the
// window, until the window is closed or SIGINT or SIGTERM: the agent's calls
// run on the window's thread between its frames (agent.NewHostedSession).
func serveAgentWindow(lg *hosting.LoadedGame, cfg Config, opts hosting.Options, c config, stderr io.Writer) error {
	s := agent.NewHostedSession(lg, agent.Options{Game: opts})
	l, err := agent.ListenHTTP(c.mcpHTTP, c.mcpAllowRemote)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- agent.ServeHTTP(ctx, s, l) }()
	fmt.Fprintf(stderr, "serving %s (%q) over MCP at http://%s while it plays in the window; close it or interrupt to stop\n", lg.Name, lg.Project.Name, l.Addr())
	done, stop := stopOnSignal()
	defer stop()
	err = cfg.Window(lg, WindowOptions{Game: opts, Assets: lg.Files(), Stop: done, Between: s.Between})
	cancel()
	if serr := <-served; err == nil {
		err = serr
	}
	return err
}
