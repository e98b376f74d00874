//go:build !js

package transport_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/griffengine/griff/net/transport"
)

// TestOneServerForUDPAndWebSocketPeers has one server take a UDP client and
// a WebSocket client (over TLS) into one set of peers and talk to both.
func TestOneServerForUDPAndWebSocketPeers(t *testing.T) {
	ul, err := transport.ListenUDPLink("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	files, pool := selfSigned(t)
	wl, err := transport.ListenWebSocket("127.0.0.1:0", files, nil)
	if err != nil {
		t.Fatal(err)
	}
	srv := transport.NewServer(transport.Config{}, ul, wl)
	defer srv.Close()
	uc, err := transport.DialUDP(ul.Addr().String(), transport.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer uc.Close()
	httpc := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	wc, err := transport.DialWebSocket(context.Background(), "wss://"+wl.Addr().String()+"/", transport.Config{},
		&websocket.DialOptions{HTTPClient: httpc})
	if err != nil {
		t.Fatal(err)
	}
	defer wc.Close()
	clients := []*transport.Client{uc, wc}
	var now time.Duration
	var sev []transport.Event
	cev := make([][]transport.Event, 2)
	tick := func() {
		now += 10 * time.Millisecond
		for i, c := range clients {
			cev[i] = c.Poll(now, cev[i])
		}
		sev = srv.Poll(now, sev)
		time.Sleep(time.Millisecond)
	}
	for now < 5*time.Second && !(uc.Connected() && wc.Connected()) {
		tick()
	}
	if len(srv.Peers()) != 2 || !uc.Connected() || !wc.Connected() {
		t.Fatalf("server has peers %v, clients connected %v %v, want 2", srv.Peers(), uc.Connected(), wc.Connected())
	}
	for _, p := range srv.Peers() {
		srv.Send(p, transport.ReliableOrdered, []byte{byte(p)})
	}
	for i, c := range clients {
		if err := c.Send(transport.ServerPeer, transport.Unreliable, []byte([]string{"udp", "ws"}[i])); err != nil {
			t.Fatal(err)
		}
	}
	for now < 10*time.Second && (len(cev[0]) < 2 || len(cev[1]) < 2 || len(sev) < 4) {
		tick()
	}
	got := map[string]transport.PeerID{}
	for _, e := range sev {
		if e.Kind == transport.Message {
			got[string(e.Data)] = e.Peer
		}
	}
	if len(got) != 2 || got["udp"] == got["ws"] {
		t.Errorf("server got messages from %v, want one from each peer", got)
	}
	for i := range clients {
		if len(cev[i]) != 2 || cev[i][1].Kind != transport.Message || len(cev[i][1].Data) != 1 {
			t.Errorf("client %d events %v, want Connected and its message", i, cev[i])
		}
	}
}

// selfSigned writes a certificate for 127.0.0.1 and its key to files and
// returns them with a pool that trusts the certificate.
func selfSigned(t *testing.T) (*transport.TLSFiles, *x509.CertPool) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "griff test"},
		NotBefore: time.Unix(0, 0), NotAfter: time.Unix(1<<33, 0),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kder, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files := &transport.TLSFiles{CertFile: filepath.Join(dir, "cert.pem"), KeyFile: filepath.Join(dir, "key.pem")}
	os.WriteFile(files.CertFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600)
	os.WriteFile(files.KeyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder}), 0o600)
	cert, _ := x509.ParseCertificate(der)
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return files, pool
}

// A certificate that cannot be read is an error of ListenWebSocket, before
// any socket opens, not a port that silently never answers.
func TestListenWebSocketBadCertificate(t *testing.T) {
	files, _ := selfSigned(t)
	for _, bad := range []*transport.TLSFiles{
		{CertFile: files.CertFile, KeyFile: filepath.Join(t.TempDir(), "missing.pem")},
		{CertFile: files.KeyFile, KeyFile: files.KeyFile},
	} {
		if l, err := transport.ListenWebSocket("127.0.0.1:0", bad, nil); err == nil || !strings.Contains(err.Error(), "certificate") {
			if l != nil {
				l.Close()
			}
			t.Errorf("ListenWebSocket(%+v) = %v, want an error about the certificate", bad, err)
		}
	}
}

// A client that sends a last message and closes at once (a page whose
// player quits: the session's leave, then Close) gets it to the server
// over a WebSocket too: Close writes what was queued before it closes the
// socket, and the server hears the message, then the disconnect.
func TestWebSocketCloseSendsWhatWasQueued(t *testing.T) {
	for i := range 5 {
		sl, err := transport.ListenWebSocket("127.0.0.1:0", nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		srv := transport.NewServer(transport.Config{}, sl)
		cl, err := transport.DialWebSocket(context.Background(), "ws://"+sl.Addr().String()+"/", transport.Config{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var now time.Duration
		for j := 0; j < 500 && (!cl.Connected() || len(srv.Peers()) == 0); j++ {
			now += 10 * time.Millisecond
			cl.Poll(now, nil)
			srv.Poll(now, nil)
			time.Sleep(time.Millisecond)
		}
		cl.Send(transport.ServerPeer, transport.ReliableOrdered, []byte("bye"))
		cl.Poll(now, nil)
		cl.Close()
		var got []string
		for j := 0; j < 500 && len(got) < 2; j++ {
			now += 10 * time.Millisecond
			for _, e := range srv.Poll(now, nil) {
				got = append(got, fmt.Sprintf("%v %q %v", e.Kind, e.Data, e.Reason))
			}
			time.Sleep(time.Millisecond)
		}
		srv.Close()
		if want := []string{`Message "bye" None`, `Disconnected "" Remote`}; fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("round %d: the server heard %q, want %q", i, got, want)
		}
	}
}
