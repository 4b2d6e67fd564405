#!/usr/bin/perl
# uri-grammar audit adapter for Perl's URI module (peer name: perl-uri).
#
# Speaks the audit's line protocol (docs/audit.md): reads one input per line on stdin, answers
# each with one JSON line on stdout. Started by `uri-grammar audit --peer perl-uri`, or by hand:
# `perl adapters/perl-uri/adapter.pl`. Needs the URI module (Debian: apt-get install
# liburi-perl; elsewhere: cpan URI) and JSON::PP, which comes with Perl.
#
# URI does not validate: URI->new takes any string. It removes leading and trailing white space
# and "" or <> around the string, and percent-encodes every character outside its URI character
# set (a space becomes %20, "é" %C3%A9) before splitting, so every input is valid to it and its
# components are those of the changed string. Which accessors an object has depends on the class
# its scheme maps to (URI::http has host and port, URI::mailto and URI::urn have neither): a
# component whose accessor the object lacks is not reported, so it is not compared. Mapping:
# - valid: always true (false only if URI->new itself died, which the adapter reports).
# - scheme: $uri->scheme, which lowercases it; undef (no scheme) is null.
# - authority: $uri->authority, as written after the escaping; undef is null ("" when empty).
# - userinfo: $uri->userinfo: the authority up to its last "@"; undef is null.
# - host: $uri->host, which percent-decodes the host and (URI::_server: http, ftp ...) takes an
#   IP literal out of its brackets; the adapter puts the brackets back where that happened,
#   with the same test URI::_server's host uses. URI::file's host is the whole authority,
#   decoded. Decoded bytes that form UTF-8 are read as UTF-8.
# - port: $uri->_port, the port as written ("" for an empty one), null without one. $uri->port
#   would answer the scheme's default port for a URI with none; URI documents _port for this.
# - path: $uri->path, as written after the escaping. For URI::mailto this is the whole opaque
#   part, query included.
# - query: $uri->query, undef (no "?") is null.
# - fragment: $uri->fragment, undef is null.
use strict;
use warnings;

use JSON::PP ();
use URI ();

my $json = JSON::PP->new->ascii->canonical;

# Calls $method when the object's class has it; (0) when it does not: not reported.
sub component {
    my ($uri, $method) = @_;
    return (0) unless $uri->can($method);
    return (1, scalar $uri->$method());
}

sub answer {
    my ($input) = @_;
    my $uri = eval { URI->new($input) };
    return { valid => JSON::PP::false, error => "$@" } unless defined $uri;
    my %answer = (valid => JSON::PP::true, scheme => scalar $uri->scheme);
    for my $field (qw(authority userinfo path query fragment)) {
        my ($has, $value) = component($uri, $field);
        $answer{$field} = $value if $has;
    }
    my ($has_host, $host) = component($uri, 'host');
    if ($has_host) {
        if (defined $host) {
            utf8::decode($host);    # the percent-decoded bytes, as characters when they are UTF-8
            # URI::_server's host removes the brackets of "[...]" left once the userinfo and a
            # ":digits" port are cut off; put them back where it did (other classes keep them).
            my $host_part = $uri->authority;
            $host_part =~ s/.*@//;
            $host_part =~ s/:\d+$//;
            $host = "[$host]" if $uri->isa('URI::_server') && $host_part =~ /^\[.*\]$/;
        }
        $answer{host} = $host;
    }
    my ($has_port, $port) = component($uri, '_port');
    $answer{port} = $port if $has_port;
    return \%answer;
}

binmode STDIN, ':encoding(UTF-8)';
binmode STDOUT;
$| = 1;
while (my $line = <STDIN>) {
    chomp $line;
    print $json->encode(answer($line)), "\n";
}
