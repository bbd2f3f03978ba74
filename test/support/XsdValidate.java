/*
 * Checks XML documents against an XML Schema with the JDK's own javax.xml.validation, so that tests need no XML
 * package of their own. Run from source (Java 11+):
 *
 *   java test/support/XsdValidate.java <schema.xsd> <document.xml>...
 *
 * Prints every problem of a document, well-formedness included, as `<document>:<line>:<column>: <message>` on stdout,
 * and exits 0 when every document is valid, 1 when one is not, 2 when the schema or a document cannot be read. Nothing
 * is fetched: external DTDs and schemas are refused.
 */

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

public class XsdValidate {
    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: java XsdValidate.java <schema.xsd> <document.xml>...");
            System.exit(2);
        }
        Schema schema;
        try {
            SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            schema = factory.newSchema(new File(args[0]));
        } catch (SAXException error) {
            System.err.println("cannot read the schema " + args[0] + ": " + error.getMessage());
            System.exit(2);
            return;
        }
        boolean valid = true;
        for (int i = 1; i < args.length; i++) {
            List<String> problems;
            try {
                problems = problemsOf(schema, args[i]);
            } catch (IOException error) {
                System.err.println("cannot read " + args[i] + ": " + error.getMessage());
                System.exit(2);
                return;
            }
            for (String problem : problems) System.out.println(args[i] + ":" + problem);
            valid &= problems.isEmpty();
        }
        System.exit(valid ? 0 : 1);
    }

    /** Every error of the document, as `<line>:<column>: <message>`; warnings are not errors. */
    private static List<String> problemsOf(Schema schema, String path) throws IOException {
        List<String> problems = new ArrayList<>();
        Validator validator = schema.newValidator();
        try {
            validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        } catch (SAXException error) {
            throw new IllegalStateException(error);
        }
        validator.setErrorHandler(new ErrorHandler() {
            @Override
            public void warning(SAXParseException error) {}

            @Override
            public void error(SAXParseException error) {
                problems.add(describe(error));
            }

            @Override
            public void fatalError(SAXParseException error) throws SAXParseException {
                throw error;
            }
        });
        try {
            validator.validate(new StreamSource(new File(path)));
        } catch (SAXParseException error) {
            problems.add(describe(error));
        } catch (SAXException error) {
            problems.add("0:0: " + error.getMessage());
        }
        return problems;
    }

    private static String describe(SAXParseException error) {
        return error.getLineNumber() + ":" + error.getColumnNumber() + ": " + error.getMessage();
    }
}
